/**
 * `/docs`: the API reference, rendered from `/openapi.json` by Swagger UI. Its browser bundle is
 * copied into `dist/` at build time (`scripts/bundle-api-docs.mjs`) and served from the package's
 * own files — no CDN, and the online validator badge is off, so the page fetches nothing else.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files `/docs/assets/<name>` serves, with their content types. */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'init.js': 'text/javascript; charset=utf-8',
  LICENSE: 'text/plain; charset=utf-8',
};

const INIT_JS = `window.ui = SwaggerUIBundle({
  url: new URL('../openapi.json', document.baseURI).href,
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  persistAuthorization: false,
});
`;

export const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mnemo API reference</title>
<base href="/docs/">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="assets/swagger-ui.css">
<style>body{margin:0}.swagger-ui .topbar{display:none}</style>
</head><body>
<main id="swagger-ui" aria-label="Mnemo API reference"></main>
<script src="assets/swagger-ui-bundle.js"></script>
<script src="assets/init.js"></script>
</body></html>
`;

/** Where the bundled files are: `dist/…/api-docs` in the package, swagger-ui-dist in a clone run from source. */
function assetDir(): string | undefined {
  const bundled = join(dirname(fileURLToPath(import.meta.url)), 'api-docs');
  if (existsSync(join(bundled, 'swagger-ui-bundle.js'))) return bundled;
  try {
    return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  } catch {
    return undefined;
  }
}

const cache = new Map<string, Buffer | string>();

/** One asset of the page, or undefined for a name it does not have. */
export function docsAsset(name: string): { body: Buffer | string; type: string } | undefined {
  const type = ASSETS[name];
  if (type === undefined) return undefined;
  let body = cache.get(name);
  if (body === undefined) {
    if (name === 'init.js') body = INIT_JS;
    else {
      const dir = assetDir();
      if (dir === undefined) return undefined;
      body = readFileSync(join(dir, name));
    }
    cache.set(name, body);
  }
  return { body, type };
}

/** The icon every page links (the inspector's and `/docs`): a small "m" mark, so no page asks for a favicon that is not there. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#2d4a7a"/><path d="M7 23V11h3l.2 1.6C11 11.5 12.2 11 13.5 11c1.5 0 2.6.6 3.1 1.8.9-1.2 2.1-1.8 3.6-1.8 2.4 0 3.8 1.5 3.8 4.2V23h-3.3v-7.2c0-1.3-.5-1.9-1.6-1.9-1.2 0-1.9.8-1.9 2.3V23h-3.3v-7.2c0-1.3-.5-1.9-1.6-1.9-1.2 0-1.9.8-1.9 2.3V23z" fill="#fff"/></svg>
`;
