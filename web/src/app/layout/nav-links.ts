/**
 * The site menu (SPEC.md section 2), written once for the desktop bar and the mobile drawer.
 * SPEC's menu labels /archives twice, as 'Current Issue' and as 'Archives'; both are kept so
 * readers find the archive under either name.
 */
export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'links' in item;
}

const AUTHOR_GUIDELINES = '/guidelines/author-guidelines';

export const GUIDELINE_LINKS: NavLink[] = [
  { label: 'Author guidelines', to: AUTHOR_GUIDELINES },
  { label: 'Aims and scope', to: `${AUTHOR_GUIDELINES}/aims-scope` },
  { label: 'Submission guidelines', to: `${AUTHOR_GUIDELINES}/submission` },
  { label: 'Open access and ethics', to: `${AUTHOR_GUIDELINES}/open-access-ethics` },
  { label: 'Publication charge', to: `${AUTHOR_GUIDELINES}/publication-charge` },
  { label: 'Indexing services', to: `${AUTHOR_GUIDELINES}/indexing-services` },
  { label: 'Reviewer guidelines', to: '/guidelines/reviewer-guidelines' },
  { label: 'Writing tips', to: '/guidelines/writing-tips' },
];

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Current Issue', to: '/archives' },
  { label: 'Archives', to: '/archives' },
  { label: 'Guidelines', links: GUIDELINE_LINKS },
  { label: 'Editorial Board', to: '/editorial-board' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Contact', to: '/contact' },
];

export const PUBLISH_LINK: NavLink = { label: 'Publish With Us', to: `${AUTHOR_GUIDELINES}/submission` };

/** Whether a menu link points at the page being shown ('/' only on the home page itself). */
export function isCurrent(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
