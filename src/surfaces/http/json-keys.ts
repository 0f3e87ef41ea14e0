/**
 * JSON bodies with a key named twice in one object are refused (400 INVALID_INPUT): `JSON.parse`
 * keeps the last value silently, so a proxy or a log reading the first would see another request
 * than the one carried out. The scan walks the text once, decoding each key as JSON does
 * (`"a"` and `"\u0061"` are the same key); it does not validate the rest — the parser does.
 */
import type { MiddlewareHandler } from 'hono';
import { MnemoError } from '../../core/errors.js';

/** The first key named twice in one object of `text`, or null (also null for text that is not JSON). */
export function duplicateKey(text: string): string | null {
  const stack: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const top = stack[stack.length - 1];
      if (expectKey && top) {
        let key: string;
        try {
          key = JSON.parse(text.slice(i, j + 1)) as string;
        } catch {
          return null;
        }
        if (top.has(key)) return key;
        top.add(key);
      }
      expectKey = false;
      i = j;
    } else if (c === '{') {
      stack.push(new Set());
      expectKey = true;
    } else if (c === '[') {
      stack.push(null);
      expectKey = false;
    } else if (c === '}' || c === ']') {
      stack.pop();
      expectKey = false;
    } else if (c === ',') {
      expectKey = stack[stack.length - 1] != null;
    }
  }
  return null;
}

/** Middleware: a JSON request body with a duplicate key is refused before any route reads it. */
export const refuseDuplicateKeys: MiddlewareHandler = async (c, next) => {
  if (c.req.header('content-type')?.toLowerCase().includes('json') && !['GET', 'HEAD'].includes(c.req.method)) {
    const key = duplicateKey(await c.req.text());
    if (key !== null) {
      throw new MnemoError('INVALID_INPUT', `the JSON body names the key ${JSON.stringify(key.slice(0, 100))} twice in one object: send each key once`);
    }
  }
  await next();
};
