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
 * A screen's module: loaded on demand (its own chunk), with its path from this file, which is
 * also how the server finds the screen's chunks in Vite's manifest, to have the browser fetch
 * them with the page (`manifestKey`). Each is one `import.meta.glob` of one literal path, typed by
 * the module it names, so that a screen's export is checked by the compiler: Vite gives the path
 * and the loader together, and nothing here spells a path the build does not know.
 */
interface ScreenModule<M> {
  path: string;
  load: () => Promise<M>;
}

function screenModule<M>(found: Record<string, () => Promise<M>>): ScreenModule<M> {
  const [entry, ...others] = Object.entries(found);
  if (!entry || others.length > 0) throw new Error('A screen is one module');
  return { path: entry[0], load: entry[1] };
}

/** The names a module exports components under. */
type ComponentOf<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M] & string;

const modules = {
  home: screenModule(import.meta.glob<typeof import('./routes/home-page')>('./routes/home-page.tsx')),
  notFound: screenModule(
    import.meta.glob<typeof import('./routes/not-found-page')>('./routes/not-found-page.tsx'),
  ),
  submissionGuidelines: screenModule(
    import.meta.glob<typeof import('./routes/submission-guidelines-page')>(
      './routes/submission-guidelines-page.tsx',
    ),
  ),
  about: screenModule(
    import.meta.glob<typeof import('../features/pages/components/about-page')>(
      '../features/pages/components/about-page.tsx',
    ),
  ),
  editorialBoard: screenModule(
    import.meta.glob<typeof import('../features/pages/components/editorial-board-page')>(
      '../features/pages/components/editorial-board-page.tsx',
    ),
  ),
  faqs: screenModule(
    import.meta.glob<typeof import('../features/pages/components/faqs-page')>(
      '../features/pages/components/faqs-page.tsx',
    ),
  ),
  contact: screenModule(
    import.meta.glob<typeof import('../features/pages/components/contact-page')>(
      '../features/pages/components/contact-page.tsx',
    ),
  ),
  writingTips: screenModule(
    import.meta.glob<typeof import('../features/pages/components/writing-tips-page')>(
      '../features/pages/components/writing-tips-page.tsx',
    ),
  ),
  reviewerGuidelines: screenModule(
    import.meta.glob<typeof import('../features/pages/components/reviewer-guidelines-page')>(
      '../features/pages/components/reviewer-guidelines-page.tsx',
    ),
  ),
  authorGuidelines: screenModule(
    import.meta.glob<typeof import('../features/pages/components/author-guidelines-page')>(
      '../features/pages/components/author-guidelines-page.tsx',
    ),
  ),
  aimsScope: screenModule(
    import.meta.glob<typeof import('../features/pages/components/aims-scope-page')>(
      '../features/pages/components/aims-scope-page.tsx',
    ),
  ),
  indexingServices: screenModule(
    import.meta.glob<typeof import('../features/pages/components/indexing-services-page')>(
      '../features/pages/components/indexing-services-page.tsx',
    ),
  ),
  openAccessEthics: screenModule(
    import.meta.glob<typeof import('../features/pages/components/open-access-ethics-page')>(
      '../features/pages/components/open-access-ethics-page.tsx',
    ),
  ),
  publicationCharge: screenModule(
    import.meta.glob<typeof import('../features/pages/components/publication-charge-page')>(
      '../features/pages/components/publication-charge-page.tsx',
    ),
  ),
  archives: screenModule(
    import.meta.glob<typeof import('../features/archive/components/archives-page')>(
      '../features/archive/components/archives-page.tsx',
    ),
  ),
  volume: screenModule(
    import.meta.glob<typeof import('../features/archive/components/volume-page')>(
      '../features/archive/components/volume-page.tsx',
    ),
  ),
  issue: screenModule(
    import.meta.glob<typeof import('../features/archive/components/issue-page')>(
      '../features/archive/components/issue-page.tsx',
    ),
  ),
  article: screenModule(
    import.meta.glob<typeof import('../features/archive/components/article-page')>(
      '../features/archive/components/article-page.tsx',
    ),
  ),
  currentIssue: screenModule(
    import.meta.glob<typeof import('../features/archive/components/current-issue-page')>(
      '../features/archive/components/current-issue-page.tsx',
    ),
  ),
  search: screenModule(
    import.meta.glob<typeof import('../features/search/components/search-page')>(
      '../features/search/components/search-page.tsx',
    ),
  ),
  newSubmission: screenModule(
    import.meta.glob<typeof import('../features/submissions/components/new-submission-page')>(
      '../features/submissions/components/new-submission-page.tsx',
    ),
  ),
  authorDashboard: screenModule(
    import.meta.glob<typeof import('../features/submissions/components/dashboard-page')>(
      '../features/submissions/components/dashboard-page.tsx',
    ),
  ),
  adminLogin: screenModule(
    import.meta.glob<typeof import('../features/admin/components/admin-login-page')>(
      '../features/admin/components/admin-login-page.tsx',
    ),
  ),
  adminDashboard: screenModule(
    import.meta.glob<typeof import('../features/admin/components/admin-dashboard-page')>(
      '../features/admin/components/admin-dashboard-page.tsx',
    ),
  ),
};

/** What a screen's route tells the renderer. */
export interface ScreenHandle {
  /** The modules the screen's code comes from, as paths from this file. */
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
  notFoundBoundary ??= (await modules.notFound.load()).NotFoundBoundary;
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

function screen<M>(
  id: string,
  place: Place,
  module: ScreenModule<M>,
  component: ComponentOf<M>,
  options: ScreenOptions = {},
) {
  const handle: ScreenHandle = {
    modules: [module.path],
    ...(options.canBeMissing && { missingModules: [modules.notFound.path] }),
    ...(options.clientOnly && { clientOnly: true }),
  };
  return {
    id,
    ...place,
    loader: options.loader,
    handle,
    lazy: async () => {
      const Component = (await module.load())[component] as ComponentType;
      if (!options.canBeMissing) return { Component };
      // The server renders a 404 at once; the browser fetches its code when it needs it.
      if (import.meta.env.SSR) await loadMissingPageCode();
      return { Component, ErrorBoundary: MissingBoundary };
    },
  } as RouteObject;
}

/** A volume, an issue, an article: the address can name nothing. */
const archive = <M,>(
  id: string,
  path: string,
  module: ScreenModule<M>,
  component: ComponentOf<M>,
  loader: LoaderFunction,
) => screen(id, { path }, module, component, { loader, canBeMissing: true });

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
            screen('home', { index: true }, modules.home, 'HomePage', { loader: loaders.home }),
            screen('about', { path: contentPages.about.pattern }, modules.about, 'AboutPage'),
            screen(
              'editorial-board',
              { path: contentPages.editorialBoard.pattern },
              modules.editorialBoard,
              'EditorialBoardPage',
            ),
            screen('faqs', { path: contentPages.faqs.pattern }, modules.faqs, 'FaqsPage'),
            screen('contact', { path: contentPages.contact.pattern }, modules.contact, 'ContactPage'),
            screen(
              'writing-tips',
              { path: contentPages.writingTips.pattern },
              modules.writingTips,
              'WritingTipsPage',
            ),
            screen(
              'reviewer-guidelines',
              { path: contentPages.reviewerGuidelines.pattern },
              modules.reviewerGuidelines,
              'ReviewerGuidelinesPage',
            ),
            screen(
              'author-guidelines',
              { path: contentPages.authorGuidelines.pattern },
              modules.authorGuidelines,
              'AuthorGuidelinesPage',
            ),
            screen(
              'aims-scope',
              { path: contentPages.aimsScope.pattern },
              modules.aimsScope,
              'AimsScopePage',
            ),
            screen(
              'indexing-services',
              { path: contentPages.indexingServices.pattern },
              modules.indexingServices,
              'IndexingServicesPage',
            ),
            screen(
              'open-access-ethics',
              { path: contentPages.openAccessEthics.pattern },
              modules.openAccessEthics,
              'OpenAccessEthicsPage',
            ),
            screen(
              'publication-charge',
              { path: contentPages.publicationCharge.pattern },
              modules.publicationCharge,
              'PublicationChargePage',
            ),
            screen(
              'submission-guidelines',
              { path: contentPages.submissionGuidelines.pattern },
              modules.submissionGuidelines,
              'SubmissionGuidelinesPage',
            ),
            screen(
              'new-submission',
              { path: submissionPages.newSubmission.pattern },
              modules.newSubmission,
              'NewSubmissionPage',
              { clientOnly: true },
            ),
            screen(
              'author-dashboard',
              { path: submissionPages.dashboard.pattern },
              modules.authorDashboard,
              'DashboardPage',
              { clientOnly: true },
            ),
            screen('archives', { path: volumePages.archives.pattern }, modules.archives, 'ArchivesPage', {
              loader: loaders.archives,
            }),
            archive('volume', volumePages.volume.pattern, modules.volume, 'VolumePage', loaders.volume),
            archive('issue', issuePages.issue.pattern, modules.issue, 'IssuePage', loaders.issue),
            archive('article', articlePages.article.pattern, modules.article, 'ArticlePage', loaders.article),
            archive(
              'current-issue',
              issuePages.current.pattern,
              modules.currentIssue,
              'CurrentIssuePage',
              loaders.currentIssue,
            ),
            { id: 'search-form', path: searchPages.form.pattern, loader: loaders.searchForm },
            screen('search', { path: searchPages.results.pattern }, modules.search, 'SearchPage', {
              loader: loaders.search,
            }),
            screen('admin-login', { path: adminPages.login.pattern }, modules.adminLogin, 'AdminLoginPage', {
              clientOnly: true,
            }),
            screen(
              'admin-dashboard',
              { path: adminPages.dashboard.pattern },
              modules.adminDashboard,
              'AdminDashboardPage',
              { clientOnly: true },
            ),
            screen('not-found', { path: '*' }, modules.notFound, 'NotFoundPage', {
              loader: notFoundLoader,
            }),
          ],
        },
      ],
    },
  ];
}
