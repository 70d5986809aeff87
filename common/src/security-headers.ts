/**
 * The protective headers of every page and every function response (docs/security.md): one
 * definition for the functions (functions/src/http/app-shell.ts), Hosting's firebase.json
 * (checked equal by functions/test/security-headers.test.ts), the local stack's copy of it,
 * which scripts/start.ts writes with the Auth emulator's address added to connect-src, and the
 * end-to-end tests that check them in the browser.
 *
 * ID tokens live in local storage, so any script that runs on the site can take over an
 * account: script-src allows only the site's own files, with no inline script, no eval and
 * no wildcard. Styles may be inline (MUI's emotion writes <style> elements at run time).
 */

/** What the Firebase Auth client SDK calls for e-mail and password sign-in and token refresh. */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;

/** The Content-Security-Policy; `authEmulator` (http://host:port) only on the local stack. */
export function contentSecurityPolicy(authEmulator?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...FIREBASE_AUTH_ORIGINS, ...(authEmulator ? [authEmulator] : [])].join(' ')}`,
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(authEmulator?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(authEmulator),
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
