/**
 * The site menu (docs/decisions.md "Screens and routes"), written once for the desktop bar and the mobile drawer.
 * SPEC's menu labels /archives twice, as 'Current Issue' and as 'Archives'; both are kept so
 * readers find the archive under either name.
 */
import { contentPages } from '@journal/common/contracts/pages';
import { volumePages } from '@journal/common/contracts/volumes-routes';

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

const page = contentPages;

export const GUIDELINE_LINKS: NavLink[] = [
  { label: 'Author guidelines', to: page.authorGuidelines.pattern },
  { label: 'Aims and scope', to: page.aimsScope.pattern },
  { label: 'Submission guidelines', to: page.submissionGuidelines.pattern },
  { label: 'Open access and ethics', to: page.openAccessEthics.pattern },
  { label: 'Publication charge', to: page.publicationCharge.pattern },
  { label: 'Indexing services', to: page.indexingServices.pattern },
  { label: 'Reviewer guidelines', to: page.reviewerGuidelines.pattern },
  { label: 'Writing tips', to: page.writingTips.pattern },
];

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: page.home.pattern },
  { label: 'About', to: page.about.pattern },
  { label: 'Current Issue', to: volumePages.archives.pattern },
  { label: 'Archives', to: volumePages.archives.pattern },
  { label: 'Guidelines', links: GUIDELINE_LINKS },
  { label: 'Editorial Board', to: page.editorialBoard.pattern },
  { label: 'FAQs', to: page.faqs.pattern },
  { label: 'Contact', to: page.contact.pattern },
];

/** The footer's site menu: where the header's menu controls lead when no script runs. */
export const SITE_MENU_ID = 'site-menu';

export const PUBLISH_LINK: NavLink = { label: 'Publish With Us', to: page.submissionGuidelines.pattern };

/** Whether a menu link points at the page being shown ('/' only on the home page itself). */
export function isCurrent(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}
