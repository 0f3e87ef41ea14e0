#!/usr/bin/env node
// The `mnemo` command. The package ships dist/ (compiled when it is packed); nothing is built at
// use time. From a clone, `npm run build` compiles it.
const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  process.stderr.write(`mnemo: [UNSUPPORTED] needs Node.js 22 or newer (an LTS line: 22 or 24); this is Node ${process.versions.node}\n`);
  process.exit(2);
}
let cli;
try {
  cli = await import('../dist/surfaces/cli/main.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist')) throw error;
  process.stderr.write(
    'mnemo: [UNAVAILABLE] dist/ is not built: run `npm run build` in this folder (a clone), or install the package: npm install mnemo-engine\n',
  );
  process.exit(1);
}
process.exitCode = await cli.main(process.argv);
