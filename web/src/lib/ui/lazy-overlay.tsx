import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

interface OverlayProps {
  open: boolean;
}

/**
 * An overlay (a menu, a drawer) whose code the page needs only once a reader opens it: MUI's
 * Menu, Drawer, Popover, Modal and their transitions are about 18 KB gzip that every public
 * page would otherwise download and run before anyone asks for them. It is fetched when the
 * reader points at (a touch included) or focuses its button (spread `triggerProps` on it),
 * rendered from the first opening on, and then stays mounted, so that it animates closed and
 * open again like any other overlay. An overlay open from the start (the login dialog at
 * `?auth=login`) first renders after hydration: the server has no code of it to render, and the
 * page's markup must be the same in both.
 */
export function lazyOverlay<P extends OverlayProps>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Component = lazy(load);

  function Overlay(props: P) {
    const [opened, setOpened] = useState(false);
    useEffect(() => {
      if (props.open) setOpened(true);
    }, [props.open]);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }

  // Starts fetching the code; a failure shows when the overlay is opened, not here.
  const prefetch = () => void load().catch(() => undefined);
  return { Overlay, prefetch, triggerProps: { onPointerEnter: prefetch, onFocus: prefetch } };
}
