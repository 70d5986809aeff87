/**
 * The route table of SPEC.md section 2. Every screen is its own chunk (route `lazy`), so a
 * public page never downloads admin or submission code.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })) },
      {
        path: 'about',
        lazy: () =>
          import('../features/pages/components/about-page').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: 'editorial-board',
        lazy: () =>
          import('../features/pages/components/editorial-board-page').then((m) => ({
            Component: m.EditorialBoardPage,
          })),
      },
      {
        path: 'faqs',
        lazy: () => import('../features/pages/components/faqs-page').then((m) => ({ Component: m.FaqsPage })),
      },
      {
        path: 'contact',
        lazy: () =>
          import('../features/pages/components/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'guidelines/writing-tips',
        lazy: () =>
          import('../features/pages/components/writing-tips-page').then((m) => ({
            Component: m.WritingTipsPage,
          })),
      },
      {
        path: 'guidelines/reviewer-guidelines',
        lazy: () =>
          import('../features/pages/components/reviewer-guidelines-page').then((m) => ({
            Component: m.ReviewerGuidelinesPage,
          })),
      },
      {
        path: 'guidelines/author-guidelines',
        lazy: () =>
          import('../features/pages/components/author-guidelines-page').then((m) => ({
            Component: m.AuthorGuidelinesPage,
          })),
      },
      {
        path: 'guidelines/author-guidelines/aims-scope',
        lazy: () =>
          import('../features/pages/components/aims-scope-page').then((m) => ({
            Component: m.AimsScopePage,
          })),
      },
      {
        path: 'guidelines/author-guidelines/indexing-services',
        lazy: () =>
          import('../features/pages/components/indexing-services-page').then((m) => ({
            Component: m.IndexingServicesPage,
          })),
      },
      {
        path: 'guidelines/author-guidelines/open-access-ethics',
        lazy: () =>
          import('../features/pages/components/open-access-ethics-page').then((m) => ({
            Component: m.OpenAccessEthicsPage,
          })),
      },
      {
        path: 'guidelines/author-guidelines/publication-charge',
        lazy: () =>
          import('../features/pages/components/publication-charge-page').then((m) => ({
            Component: m.PublicationChargePage,
          })),
      },
      {
        path: 'guidelines/author-guidelines/submission',
        lazy: () =>
          import('./routes/submission-guidelines-page').then((m) => ({
            Component: m.SubmissionGuidelinesPage,
          })),
      },
      {
        path: 'guidelines/author-guidelines/submission/newsubmit',
        lazy: () =>
          import('../features/submissions/components/new-submission-page').then((m) => ({
            Component: m.NewSubmissionPage,
          })),
      },
      {
        path: 'guidelines/author-guidelines/submission/dashboard',
        lazy: () =>
          import('../features/submissions/components/dashboard-page').then((m) => ({
            Component: m.DashboardPage,
          })),
      },
      {
        path: 'archives',
        lazy: () =>
          import('../features/archive/components/archives-page').then((m) => ({ Component: m.ArchivesPage })),
      },
      {
        path: 'archives/:volumeSlug',
        lazy: () =>
          import('../features/archive/components/volume-page').then((m) => ({ Component: m.VolumePage })),
      },
      {
        path: 'archives/:volumeSlug/:issueSlug',
        lazy: () =>
          import('../features/archive/components/issue-page').then((m) => ({ Component: m.IssuePage })),
      },
      {
        path: 'archives/:volumeSlug/:issueSlug/:articleSlug',
        lazy: () =>
          import('../features/archive/components/article-page').then((m) => ({ Component: m.ArticlePage })),
      },
      {
        path: 'current-issue',
        lazy: () =>
          import('../features/archive/components/current-issue-page').then((m) => ({
            Component: m.CurrentIssuePage,
          })),
      },
      {
        path: 'search/:term',
        lazy: () =>
          import('../features/search/components/search-page').then((m) => ({ Component: m.SearchPage })),
      },
      {
        path: 'admin/login',
        lazy: () =>
          import('../features/admin/components/admin-login-page').then((m) => ({
            Component: m.AdminLoginPage,
          })),
      },
      {
        path: 'admin/dashboard',
        lazy: () =>
          import('../features/admin/components/admin-dashboard-page').then((m) => ({
            Component: m.AdminDashboardPage,
          })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
