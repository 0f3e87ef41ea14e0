/**
 * The pure parts of the LangGraph store: the text of a value (what is embedded and searched) and
 * namespace matching as LangGraph defines it (`*` matches any one label).
 */
import { MnemoError } from '../../../core/errors.js';

/** The text of a value: the `index` fields' text (dotted paths, `[*]` for every element), else the whole value as JSON. */
export function textOfValue(value: Record<string, unknown>, index: false | string[] | undefined): string {
  if (index === false || index === undefined || index.length === 0 || index.includes('$')) {
    return typeof value.content === 'string' && Object.keys(value).length === 1 ? value.content : JSON.stringify(value);
  }
  const texts = index.flatMap((path) => textsAt(value, path.split('.')));
  if (texts.length === 0) throw new MnemoError('INVALID_INPUT', 'none of the index fields holds text in this value');
  return texts.join('\n');
}

function textsAt(value: unknown, path: readonly string[]): string[] {
  if (path.length === 0) return typeof value === 'string' ? [value] : value === undefined || value === null ? [] : [JSON.stringify(value)];
  const [head, ...rest] = path as [string, ...string[]];
  const field = /^(.*)\[\*\]$/.exec(head);
  if (field) {
    const list = (value as Record<string, unknown> | null)?.[field[1] ?? ''];
    return Array.isArray(list) ? list.flatMap((v) => textsAt(v, rest)) : [];
  }
  return value && typeof value === 'object' ? textsAt((value as Record<string, unknown>)[head], rest) : [];
}

/** True when `namespace` starts (or ends) with `path`, `*` matching any label. */
export function matchesNamespace(namespace: readonly string[], path: readonly string[], type: 'prefix' | 'suffix'): boolean {
  if (path.length > namespace.length) return false;
  const part = type === 'prefix' ? namespace.slice(0, path.length) : namespace.slice(namespace.length - path.length);
  return path.every((label, i) => label === '*' || label === part[i]);
}

/** The distinct namespaces matching every condition, cut to `maxDepth` labels, sorted. */
export function namespacesOf(
  namespaces: readonly (readonly string[])[],
  conditions: readonly { matchType: 'prefix' | 'suffix'; path: readonly string[] }[],
  maxDepth: number | undefined,
): string[][] {
  const seen = new Map<string, string[]>();
  for (const ns of namespaces) {
    if (!conditions.every((c) => matchesNamespace(ns, c.path, c.matchType))) continue;
    const cut = maxDepth === undefined ? [...ns] : ns.slice(0, maxDepth);
    seen.set(JSON.stringify(cut), cut);
  }
  return [...seen.values()].sort((a, b) => a.join('\u0000').localeCompare(b.join('\u0000')));
}
