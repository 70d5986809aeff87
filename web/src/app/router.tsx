/**
 * The route table (docs/decisions.md "Screens and routes"). Every screen is its own chunk (route `lazy`), so a
 * public page never downloads admin or submission code.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { articlePages } from '@journal/common/contracts/articles-routes';
import { issuePages } from '@journal/common/contracts/issues-routes';
import { contentPages } from '@journal/common/contracts/pages';
import { searchPages } from '@journal/common/contracts/search-routes';
import { submissionPages } from '@journal/common/contracts/submissions-routes';
import { adminPages } from '@journal/common/contracts/users-routes';
import { volumePages } from '@journal/common/contracts/volumes-routes';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })) },
      {
        path: contentPages.about.pattern,
        lazy: () =>
          import('../features/pages/components/about-page').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: contentPages.editorialBoard.pattern,
        lazy: () =>
          import('../features/pages/components/editorial-board-page').then((m) => ({
            Component: m.EditorialBoardPage,
          })),
      },
      {
        path: contentPages.faqs.pattern,
        lazy: () => import('../features/pages/components/faqs-page').then((m) => ({ Component: m.FaqsPage })),
      },
      {
        path: contentPages.contact.pattern,
        lazy: () =>
          import('../features/pages/components/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: contentPages.writingTips.pattern,
        lazy: () =>
          import('../features/pages/components/writing-tips-page').then((m) => ({
            Component: m.WritingTipsPage,
          })),
      },
      {
        path: contentPages.reviewerGuidelines.pattern,
        lazy: () =>
          import('../features/pages/components/reviewer-guidelines-page').then((m) => ({
            Component: m.ReviewerGuidelinesPage,
          })),
      },
      {
        path: contentPages.authorGuidelines.pattern,
        lazy: () =>
          import('../features/pages/components/author-guidelines-page').then((m) => ({
            Component: m.AuthorGuidelinesPage,
          })),
      },
      {
        path: contentPages.aimsScope.pattern,
        lazy: () =>
          import('../features/pages/components/aims-scope-page').then((m) => ({
            Component: m.AimsScopePage,
          })),
      },
      {
        path: contentPages.indexingServices.pattern,
        lazy: () =>
          import('../features/pages/components/indexing-services-page').then((m) => ({
            Component: m.IndexingServicesPage,
          })),
      },
      {
        path: contentPages.openAccessEthics.pattern,
        lazy: () =>
          import('../features/pages/components/open-access-ethics-page').then((m) => ({
            Component: m.OpenAccessEthicsPage,
          })),
      },
      {
        path: contentPages.publicationCharge.pattern,
        lazy: () =>
          import('../features/pages/components/publication-charge-page').then((m) => ({
            Component: m.PublicationChargePage,
          })),
      },
      {
        path: contentPages.submissionGuidelines.pattern,
        lazy: () =>
          import('./routes/submission-guidelines-page').then((m) => ({
            Component: m.SubmissionGuidelinesPage,
          })),
      },
      {
        path: submissionPages.newSubmission.pattern,
        lazy: () =>
          import('../features/submissions/components/new-submission-page').then((m) => ({
            Component: m.NewSubmissionPage,
          })),
      },
      {
        path: submissionPages.dashboard.pattern,
        lazy: () =>
          import('../features/submissions/components/dashboard-page').then((m) => ({
            Component: m.DashboardPage,
          })),
      },
      {
        path: volumePages.archives.pattern,
        lazy: () =>
          import('../features/archive/components/archives-page').then((m) => ({ Component: m.ArchivesPage })),
      },
      {
        path: volumePages.volume.pattern,
        lazy: () =>
          import('../features/archive/components/volume-page').then((m) => ({ Component: m.VolumePage })),
      },
      {
        path: issuePages.issue.pattern,
        lazy: () =>
          import('../features/archive/components/issue-page').then((m) => ({ Component: m.IssuePage })),
      },
      {
        path: articlePages.article.pattern,
        lazy: () =>
          import('../features/archive/components/article-page').then((m) => ({ Component: m.ArticlePage })),
      },
      {
        path: issuePages.current.pattern,
        lazy: () =>
          import('../features/archive/components/current-issue-page').then((m) => ({
            Component: m.CurrentIssuePage,
          })),
      },
      {
        path: searchPages.results.pattern,
        lazy: () =>
          import('../features/search/components/search-page').then((m) => ({ Component: m.SearchPage })),
      },
      {
        path: adminPages.login.pattern,
        lazy: () =>
          import('../features/admin/components/admin-login-page').then((m) => ({
            Component: m.AdminLoginPage,
          })),
      },
      {
        path: adminPages.dashboard.pattern,
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
