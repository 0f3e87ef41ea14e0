// Part of `npm run build`: copies Swagger UI's browser bundle (swagger-ui-dist, a devDependency)
// into dist/, so the package serves `/docs` from its own files. Users never install swagger-ui-dist
// (nor the analytics postinstall it depends on); only these static files ship, with their licence.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const from = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const to = join(import.meta.dirname, '..', 'dist', 'surfaces', 'http', 'api-docs');
mkdirSync(to, { recursive: true });
for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'LICENSE', 'NOTICE']) copyFileSync(join(from, file), join(to, file));
