// A module resolve hook (registered with --import) that appends every resolved module URL to the
// file named by MNEMO_LOAD_LOG, so a test can see which packages a process really loaded.
import { appendFileSync } from 'node:fs';

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (process.env.MNEMO_LOAD_LOG) appendFileSync(process.env.MNEMO_LOAD_LOG, `${resolved.url}\n`);
  return resolved;
}
