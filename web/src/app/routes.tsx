/**
 * The route table (docs/decisions.md "Screens and routes"), as data that both the browser's router
 * and the server's renderer build from (docs/plans/rendered-pages.md). Every screen is its own
 * chunk (route `lazy`), so a public page never downloads admin or submission code; public pages
 * load their data before rendering (app/loaders.ts), which is what lets the server send them
 * rendered. Each route has a fixed id, so that the server's and the browser's routers agree on
 * whose loader data and errors the page carries.
 *
 * No router is created here: the browser's router touches `window`, and the server imports
 * this module too.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicReads } from '@journal/common/contracts/public-reads';
import { useRouteError, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { articlePages } from '@journal/common/contracts/articles-routes';
import { issuePages } from '@journal/common/contracts/issues-routes';
import { contentPages } from '@journal/common/contracts/pages';
import { searchPages } from '@journal/common/contracts/search-routes';
import { submissionPages } from '@journal/common/contracts/submissions-routes';
import { adminPages } from '@journal/common/contracts/users-routes';
import { volumePages } from '@journal/common/contracts/volumes-routes';
import { RootLayout } from './layout/root-layout';
import { Failure, PageError, RootError } from './layout/route-error';
import { createLoaders, notFoundLoader } from './loaders';

/**
 * Every screen's module, by its path from this file. The path is also how the server finds the
 * screen's chunks in Vite's manifest, to have the browser fetch them with the page
 * (`manifestKey`).
 */
const screens = import.meta.glob<Record<string, ComponentType | undefined>>([
  './routes/home-page.tsx',
  './routes/not-found-page.tsx',
  './routes/submission-guidelines-page.tsx',
  '../features/pages/components/about-page.tsx',
  '../features/pages/components/editorial-board-page.tsx',
  '../features/pages/components/faqs-page.tsx',
  '../features/pages/components/contact-page.tsx',
  '../features/pages/components/writing-tips-page.tsx',
  '../features/pages/components/reviewer-guidelines-page.tsx',
  '../features/pages/components/author-guidelines-page.tsx',
  '../features/pages/components/aims-scope-page.tsx',
  '../features/pages/components/indexing-services-page.tsx',
  '../features/pages/components/open-access-ethics-page.tsx',
  '../features/pages/components/publication-charge-page.tsx',
  '../features/archive/components/archives-page.tsx',
  '../features/archive/components/volume-page.tsx',
  '../features/archive/components/issue-page.tsx',
  '../features/archive/components/article-page.tsx',
  '../features/archive/components/current-issue-page.tsx',
  '../features/search/components/search-page.tsx',
  '../features/submissions/components/new-submission-page.tsx',
  '../features/submissions/components/dashboard-page.tsx',
  '../features/admin/components/admin-login-page.tsx',
  '../features/admin/components/admin-dashboard-page.tsx',
]);

/** What a screen's route tells the renderer. */
export interface ScreenHandle {
  /** The modules the screen's code comes from, as paths from this file (keys of `screens`). */
  modules: string[];
  /**
   * The modules of the 404 page a screen shows when its address names nothing: sent with the
   * page only when the server rendered that 404 (web/src/entry-server.tsx).
   */
  missingModules?: string[];
  /**
   * The screen belongs to a signed-in person (forms, dashboards, admin): the server sends the
   * page without it, and the browser renders it (docs/plans/rendered-pages.md §4).
   */
  clientOnly?: boolean;
}

/** A screen module's key in Vite's manifest: its path from the web app's root. */
export const manifestKey = (module: string) =>
  new URL(module, 'file:///src/app/routes.tsx').pathname.slice(1);

type Place = { index: true } | { path: string };

const NOT_FOUND = './routes/not-found-page.tsx';

function moduleOf(module: string) {
  const load = screens[module];
  if (!load) throw new Error(`${module} is not in the route table's list of screens`);
  return async (name: string) => {
    const value = (await load())[name];
    if (!value) throw new Error(`${module} does not export ${name}`);
    return value;
  };
}

interface ScreenOptions {
  loader?: LoaderFunction;
  clientOnly?: boolean;
  /** The loader can find that the address names nothing: the 404 page is the screen's error boundary. */
  canBeMissing?: boolean;
}

/** The 404 page's error boundary, once its code is loaded. */
let notFoundBoundary: ComponentType | null = null;

/**
 * Loads the code of the 404 page that archive screens show for an address that names nothing
 * (its search form and all): on the server before rendering, in the browser before hydrating a
 * 404 the server rendered, and otherwise only when a reader meets one. Every article page would
 * download it for nothing: about 8 KB gzip.
 */
export async function loadMissingPageCode(): Promise<void> {
  notFoundBoundary ??= await moduleOf(NOT_FOUND)('NotFoundBoundary');
}

/** The error boundary of an archive screen: the 404 page, from the moment its code is in. */
function MissingBoundary() {
  const error = useRouteError();
  const [state, setState] = useState<'loaded' | 'loading' | 'failed'>(() =>
    notFoundBoundary ? 'loaded' : 'loading',
  );
  useEffect(() => {
    if (state !== 'loading') return;
    loadMissingPageCode().then(
      () => setState('loaded'),
      () => setState('failed'),
    );
  }, [state]);
  const Loaded = notFoundBoundary;
  if (state === 'loaded' && Loaded) return <Loaded />;
  return state === 'failed' ? <Failure error={error} /> : null;
}

function screen(id: string, place: Place, module: string, component: string, options: ScreenOptions = {}) {
  const exported = moduleOf(module);
  const handle: ScreenHandle = {
    modules: [module],
    ...(options.canBeMissing && { missingModules: [NOT_FOUND] }),
    ...(options.clientOnly && { clientOnly: true }),
  };
  return {
    id,
    ...place,
    loader: options.loader,
    handle,
    lazy: async () => {
      const Component = await exported(component);
      if (!options.canBeMissing) return { Component };
      // The server renders a 404 at once; the browser fetches its code when it needs it.
      if (import.meta.env.SSR) await loadMissingPageCode();
      return { Component, ErrorBoundary: MissingBoundary };
    },
  } as RouteObject;
}

const content = (id: string, path: string, module: string, component: string) =>
  screen(id, { path }, `../features/pages/components/${module}.tsx`, component);

/** A volume, an issue, an article: the address can name nothing. */
const archive = (id: string, path: string, module: string, component: string, loader: LoaderFunction) =>
  screen(id, { path }, `../features/archive/components/${module}.tsx`, component, {
    loader,
    canBeMissing: true,
  });

export function createRoutes(queryClient: QueryClient, reads: PublicReads): RouteObject[] {
  const loaders = createLoaders(queryClient, reads);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootError />,
      // Until the first page's data and code are in, the browser shows what the server sent.
      HydrateFallback: () => null,
      children: [
        {
          // Errors of a screen (its data, its code) are shown between the header and the footer.
          id: 'screens',
          errorElement: <PageError />,
          children: [
            screen('home', { index: true }, './routes/home-page.tsx', 'HomePage', { loader: loaders.home }),
            content('about', contentPages.about.pattern, 'about-page', 'AboutPage'),
            content(
              'editorial-board',
              contentPages.editorialBoard.pattern,
              'editorial-board-page',
              'EditorialBoardPage',
            ),
            content('faqs', contentPages.faqs.pattern, 'faqs-page', 'FaqsPage'),
            content('contact', contentPages.contact.pattern, 'contact-page', 'ContactPage'),
            content('writing-tips', contentPages.writingTips.pattern, 'writing-tips-page', 'WritingTipsPage'),
            content(
              'reviewer-guidelines',
              contentPages.reviewerGuidelines.pattern,
              'reviewer-guidelines-page',
              'ReviewerGuidelinesPage',
            ),
            content(
              'author-guidelines',
              contentPages.authorGuidelines.pattern,
              'author-guidelines-page',
              'AuthorGuidelinesPage',
            ),
            content('aims-scope', contentPages.aimsScope.pattern, 'aims-scope-page', 'AimsScopePage'),
            content(
              'indexing-services',
              contentPages.indexingServices.pattern,
              'indexing-services-page',
              'IndexingServicesPage',
            ),
            content(
              'open-access-ethics',
              contentPages.openAccessEthics.pattern,
              'open-access-ethics-page',
              'OpenAccessEthicsPage',
            ),
            content(
              'publication-charge',
              contentPages.publicationCharge.pattern,
              'publication-charge-page',
              'PublicationChargePage',
            ),
            screen(
              'submission-guidelines',
              { path: contentPages.submissionGuidelines.pattern },
              './routes/submission-guidelines-page.tsx',
              'SubmissionGuidelinesPage',
            ),
            screen(
              'new-submission',
              { path: submissionPages.newSubmission.pattern },
              '../features/submissions/components/new-submission-page.tsx',
              'NewSubmissionPage',
              { clientOnly: true },
            ),
            screen(
              'author-dashboard',
              { path: submissionPages.dashboard.pattern },
              '../features/submissions/components/dashboard-page.tsx',
              'DashboardPage',
              { clientOnly: true },
            ),
            screen(
              'archives',
              { path: volumePages.archives.pattern },
              '../features/archive/components/archives-page.tsx',
              'ArchivesPage',
              { loader: loaders.archives },
            ),
            archive('volume', volumePages.volume.pattern, 'volume-page', 'VolumePage', loaders.volume),
            archive('issue', issuePages.issue.pattern, 'issue-page', 'IssuePage', loaders.issue),
            archive('article', articlePages.article.pattern, 'article-page', 'ArticlePage', loaders.article),
            archive(
              'current-issue',
              issuePages.current.pattern,
              'current-issue-page',
              'CurrentIssuePage',
              loaders.currentIssue,
            ),
            { id: 'search-form', path: searchPages.form.pattern, loader: loaders.searchForm },
            screen(
              'search',
              { path: searchPages.results.pattern },
              '../features/search/components/search-page.tsx',
              'SearchPage',
              { loader: loaders.search },
            ),
            screen(
              'admin-login',
              { path: adminPages.login.pattern },
              '../features/admin/components/admin-login-page.tsx',
              'AdminLoginPage',
              { clientOnly: true },
            ),
            screen(
              'admin-dashboard',
              { path: adminPages.dashboard.pattern },
              '../features/admin/components/admin-dashboard-page.tsx',
              'AdminDashboardPage',
              { clientOnly: true },
            ),
            screen('not-found', { path: '*' }, NOT_FOUND, 'NotFoundPage', {
              loader: notFoundLoader,
            }),
          ],
        },
      ],
    },
  ];
}
