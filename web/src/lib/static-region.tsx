/**
 * Parts of a public page that a reader only reads (an article's abstract and references, the
 * footer) need no JavaScript: they arrive rendered. Hydrating them anyway makes React walk the
 * server's markup node by node, render every component in it and commit the lot, all on the
 * main thread of a phone that is trying to answer its reader's first tap. A `StaticRegion` is
 * hydrated as one element whose content React leaves alone: the nodes the server sent stay,
 * exactly as they are, and none of the components inside it runs. Links inside keep working
 * as plain links, which the app follows without reloading the page (app/in-app-links.ts).
 *
 * A region renders its children like any element on the server, in tests, and whenever it
 * mounts after the page was hydrated (the next page in the app), and from the moment the data
 * it was rendered from changes: its content is then React's again.
 */
import {
  createContext,
  createElement,
  useContext,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';

/** Said by the browser's start when it hydrates a page the server rendered (start.tsx). */
const HydratingServerPage = createContext(false);
export const HydratingServerPageProvider = HydratingServerPage.Provider;

const unchanging = () => () => undefined;

/**
 * True only in the render that hydrates the server's markup: React reads the server snapshot
 * then, and the browser's own snapshot in every render after.
 */
function useHydrationRender(): boolean {
  const fromServer = useContext(HydratingServerPage);
  const serverSnapshot = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  return fromServer && serverSnapshot;
}

/** Any value React does not compare: it never sets a region's content while it keeps the server's. */
const SERVER_CONTENT = { __html: '' };

type Tag = 'article' | 'div' | 'dl' | 'footer' | 'nav' | 'ol' | 'section' | 'ul';

export type StaticRegionProps<T extends Tag> = ComponentPropsWithoutRef<T> & {
  as: T;
  /**
   * What the content is rendered from (as a hook's dependencies): while each item is the one
   * the page was hydrated with, the server's markup stays.
   */
  data?: readonly unknown[];
  children?: ReactNode;
};

const sameData = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => Object.is(item, b[i]));

export function StaticRegion<T extends Tag>({ as, data = [], children, ...props }: StaticRegionProps<T>) {
  const hydrating = useHydrationRender();
  // The data of the server's markup, kept from the render that hydrated it; null once the
  // region renders its own content, which it then does for good.
  const [serverData, setServerData] = useState(() => (hydrating ? data : null));
  const keepsServerMarkup = serverData !== null && sameData(serverData, data);
  if (serverData !== null && !keepsServerMarkup) setServerData(null);

  return keepsServerMarkup
    ? createElement(as, { ...props, suppressHydrationWarning: true, dangerouslySetInnerHTML: SERVER_CONTENT })
    : createElement(as, props, children);
}
