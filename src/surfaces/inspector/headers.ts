/**
 * The security headers of every inspector response: a Content-Security-Policy that runs only the
 * inspector's own script and style (no inline script, no other origin), no framing by any page
 * (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), no MIME sniffing, no referrer.
 */
import type { MiddlewareHandler } from 'hono';

/** The policy: the pages load `/_inspector/app.js` and `/_inspector/style.css`; inline `style=` attributes only. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** Sets {@link SECURITY_HEADERS} on the response, whatever answered (a page, an asset, an error). */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
};
