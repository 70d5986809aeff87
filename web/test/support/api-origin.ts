interface VitestJsdom {
  reconfigure(settings: { url: string }): void;
  window: { _origin: string };
}

/**
 * Puts the page on the test API's origin, as Hosting serves the app and /api from one origin.
 * Needed where the app uploads: jsdom's XMLHttpRequest enforces CORS, which the API does not
 * answer. jsdom's reconfigure() moves the document but leaves the window's own origin (which
 * XMLHttpRequest reads) behind, so that is set too.
 */
export function useApiOrigin() {
  const url = new URL(import.meta.env.VITE_API_BASE ?? '');
  const { jsdom } = globalThis as unknown as { jsdom: VitestJsdom };
  jsdom.reconfigure({ url: url.href });
  jsdom.window._origin = url.origin;
}
