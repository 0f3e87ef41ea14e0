/**
 * `/docs`: a small self-contained page that renders `/openapi.json` (routes, parameters, bodies,
 * responses, schemas). Bundled in the package as a string — no CDN, nothing fetched but the document.
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mnemo API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem 1.5rem;color:#222}
h1{margin-bottom:0}code,pre{font:13px ui-monospace,monospace}pre{background:#f5f5f5;padding:.6rem;overflow:auto;border-radius:4px}
details{border:1px solid #ddd;border-radius:4px;margin:.4rem 0;padding:.3rem .6rem}summary{cursor:pointer}
.m{display:inline-block;min-width:4.2rem;font-weight:700;text-transform:uppercase}.get{color:#0a6}.post{color:#06c}.patch{color:#a60}.put{color:#a60}.delete{color:#c33}
nav a{margin-right:.8rem}
</style></head><body>
<h1>Mnemo API</h1><p id="info"></p><nav id="nav"></nav><main id="ops">Loading <code>/openapi.json</code>…</main>
<script>
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const show = (v) => '<pre>' + esc(JSON.stringify(v, null, 2)) + '</pre>';
fetch('openapi.json').then((r) => r.json()).then((doc) => {
  document.getElementById('info').textContent = (doc.info.description || '') + ' Version ' + doc.info.version + '. Authorization: Bearer <key>.';
  const byTag = {};
  for (const [path, item] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(item)) {
    const tag = (op.tags && op.tags[0]) || 'other';
    (byTag[tag] = byTag[tag] || []).push({ path, method, op });
  }
  document.getElementById('nav').innerHTML = Object.keys(byTag).map((t) => '<a href="#' + esc(t) + '">' + esc(t) + '</a>').join('') + '<a href="#schemas">schemas</a>';
  let html = '';
  for (const [tag, ops] of Object.entries(byTag)) {
    html += '<h2 id="' + esc(tag) + '">' + esc(tag) + '</h2>';
    for (const { path, method, op } of ops) {
      html += '<details><summary><span class="m ' + method + '">' + method + '</span> <code>' + esc(path) + '</code> — ' + esc(op.summary || '') + '</summary>';
      if (op.parameters && op.parameters.length) html += '<h4>Parameters</h4>' + show(op.parameters.map((p) => ({ name: p.name, in: p.in, required: !!p.required, schema: p.schema })));
      if (op.requestBody) html += '<h4>Body</h4>' + show(op.requestBody.content);
      html += '<h4>Responses</h4>' + show(Object.fromEntries(Object.entries(op.responses).map(([s, r]) => [s, r.description + (r.content ? ' — ' + Object.keys(r.content).join(', ') : '')])));
      html += '</details>';
    }
  }
  html += '<h2 id="schemas">Schemas</h2>';
  for (const [name, schema] of Object.entries((doc.components && doc.components.schemas) || {})) html += '<details><summary><code>' + esc(name) + '</code></summary>' + show(schema) + '</details>';
  document.getElementById('ops').innerHTML = html;
}).catch((e) => { document.getElementById('ops').textContent = 'Could not load /openapi.json: ' + e; });
</script></body></html>
`;
