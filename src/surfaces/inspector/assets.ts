/**
 * The inspector's only assets, shipped in the package as strings: one stylesheet (system fonts, no
 * download) and one small script that only enhances pages which already work without it.
 */

/** `/_inspector/style.css`. */
export const STYLE_CSS = `
:root { --fg: #1a1a1a; --muted: #555; --bg: #fff; --line: #d0d0d0; --accent: #0b57d0; --soft: #f3f5f8; --bad: #a31515; --warn: #7a4a00; --ok: #146c2e; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, summary:focus-visible {
  outline: 3px solid #f5a623; outline-offset: 2px; }
header.top { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; align-items: center; padding: .6rem 1rem; border-bottom: 1px solid var(--line); background: var(--soft); }
header.top .brand { font-weight: 700; text-decoration: none; color: var(--fg); }
header.top nav { display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
header.top .who { margin-left: auto; color: var(--muted); font-size: .9rem; display: flex; gap: .5rem; align-items: center; }
main { max-width: 1200px; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.4rem; margin: .3rem 0 .8rem; overflow-wrap: anywhere; }
h2 { font-size: 1.15rem; margin: 1.4rem 0 .5rem; }
nav.sub { display: flex; flex-wrap: wrap; gap: .25rem .5rem; margin-bottom: 1rem; }
nav.sub a { padding: .3rem .6rem; border: 1px solid var(--line); border-radius: 4px; text-decoration: none; }
nav.sub a[aria-current="page"] { background: var(--accent); color: #fff; border-color: var(--accent); }
.table-wrap { max-width: 100%; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; background: var(--soft); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.content { overflow-wrap: anywhere; min-width: 12rem; }
form.inline { display: inline; }
form.filters { display: flex; flex-wrap: wrap; gap: .6rem 1rem; align-items: end; margin-bottom: 1rem; padding: .7rem; background: var(--soft); border-radius: 6px; }
form.filters .search { flex: 1 1 18rem; }
label { display: block; font-weight: 600; font-size: .9rem; margin-bottom: .15rem; }
label.check { display: inline-flex; gap: .35rem; align-items: center; font-weight: 400; }
input[type=text], input[type=search], input[type=password], input[type=number], select, textarea {
  font: inherit; padding: .35rem .5rem; border: 1px solid #767676; border-radius: 4px; background: #fff; color: var(--fg); max-width: 100%; }
input[type=search], textarea, input.wide { width: 100%; }
textarea { min-height: 4.5rem; }
button { font: inherit; padding: .4rem .8rem; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent); color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
button.danger { background: var(--bad); border-color: var(--bad); }
.badge { display: inline-block; padding: 0 .4rem; border-radius: 3px; font-size: .8rem; border: 1px solid currentColor; white-space: nowrap; }
.badge.current { color: var(--ok); } .badge.invalid, .badge.expired, .badge.failed { color: var(--bad); } .badge.flagged, .badge.archived, .badge.pending { color: var(--warn); }
.invisible { font-family: monospace; font-size: .75rem; color: var(--bad); border: 1px dashed currentColor; border-radius: 3px; padding: 0 .15rem; }
.muted { color: var(--muted); }
.card { border: 1px solid var(--line); border-radius: 6px; padding: .8rem 1rem; margin: .8rem 0; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: .8rem; }
.actions { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: .8rem; }
.actions form { border: 1px solid var(--line); border-radius: 6px; padding: .7rem; display: grid; gap: .4rem; align-content: start; }
.actions h3 { margin: 0 0 .3rem; font-size: 1rem; }
.actions .buttons { grid-column: 1 / -1; display: flex; flex-wrap: nowrap; gap: .5rem; }
.actions .buttons button { white-space: nowrap; }
@media (max-width: 40rem) { .actions .buttons { flex-wrap: wrap; } }
.snippet { color: var(--muted); max-width: 28rem; overflow-wrap: anywhere; }
dl.fields { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; margin: 0; }
dl.fields dt { font-weight: 600; } dl.fields dd { margin: 0; overflow-wrap: anywhere; }
ol.timeline { list-style: none; padding: 0; border-left: 3px solid var(--line); margin-left: .4rem; }
ol.timeline li { padding: .2rem 0 .7rem 1rem; position: relative; }
ol.timeline li::before { content: ""; position: absolute; left: -.5rem; top: .55rem; width: .7rem; height: .7rem; border-radius: 50%; background: var(--accent); }
.change { display: grid; grid-template-columns: 1fr auto 1fr; gap: .4rem; align-items: start; }
.change pre, pre.block { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--soft); padding: .5rem; border-radius: 4px; margin: .2rem 0; font-size: .85rem; }
.chain { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; }
.flash { padding: .6rem .8rem; border-radius: 6px; background: #e7f3ea; border: 1px solid var(--ok); margin-bottom: 1rem; }
.error { padding: .6rem .8rem; border-radius: 6px; background: #fbeaea; border: 1px solid var(--bad); margin-bottom: 1rem; }
.meter { height: .8rem; background: var(--soft); border: 1px solid var(--line); border-radius: 4px; overflow: hidden; max-width: 30rem; }
.meter span { display: block; height: 100%; background: var(--accent); }
.pager { display: flex; gap: 1rem; align-items: center; margin: .8rem 0; }
.scores { font-size: .8rem; color: var(--muted); white-space: nowrap; }
.skip { position: absolute; left: -999px; top: .5rem; background: #fff; padding: .4rem .8rem; z-index: 1; }
.skip:focus { left: .5rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 700px) {
  .pair { grid-template-columns: 1fr; }
  dl.fields { grid-template-columns: 1fr; } dl.fields dt { margin-top: .4rem; }
  .change { grid-template-columns: 1fr; }
  table.stack thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  table.stack tr { display: block; border-bottom: 2px solid var(--line); padding: .3rem 0; }
  table.stack td { display: block; border: 0; padding: .15rem .3rem; }
  table.stack td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; }
  table.stack td.num { text-align: left; }
  .scores { white-space: normal; }
  td.content { min-width: 0; }
  header.top .who { margin-left: 0; }
}
`;

/**
 * `/_inspector/app.js`: asks before a destructive form is sent (`data-confirm`), and keeps the
 * erase button disabled until the typed user id matches. Without it, the server still checks both.
 */
export const APP_JS = `
document.addEventListener('submit', function (e) {
  var form = e.target;
  var ask = form.getAttribute('data-confirm');
  if (ask && !window.confirm(ask)) e.preventDefault();
});
document.querySelectorAll('[data-must-equal]').forEach(function (input) {
  var button = input.form && input.form.querySelector('button[type=submit]');
  if (!button) return;
  var sync = function () { button.disabled = input.value !== input.getAttribute('data-must-equal'); };
  input.addEventListener('input', sync);
  sync();
});
`;
