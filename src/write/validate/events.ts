/**
 * The checks of a session event as a caller gives it, beyond its role and text (which the session
 * manager checks): its time, name, flags and metadata.
 */
import { invalidInput } from '../../core/errors.js';
import { stripInvisible } from '../../core/text/instructions.js';
import { checkEventTime, guardJson } from './index.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The text of an event as it may be stored: valid Unicode (a lone surrogate is refused), without NUL
 * characters, invisible tag characters or unbalanced bidi controls. Text that held something and
 * holds nothing once those are gone is refused: it said nothing.
 */
export function eventContent(content: unknown, maxChars: number): string {
  if (typeof content !== 'string') throw invalidInput('event content must be text');
  if (content.length > maxChars) throw invalidInput(`an event is longer than ${maxChars} characters: split it`);
  if (LONE_SURROGATE.test(content)) throw invalidInput('event content holds a lone surrogate (broken UTF-16): send valid Unicode text');
  const text = stripInvisible(content.replace(/\u0000/g, ''));
  if (content.trim() !== '' && text.trim() === '') throw invalidInput('event content holds only NUL, invisible or space characters: send what was said');
  return text;
}

/** Throws INVALID_INPUT for an event that is not an object, is dated in the future or before year 1, or holds metadata that is not plain JSON. */
export function checkEventInput(e: unknown, now: Date): void {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) throw invalidInput('an event is an object with { role, content }');
  const event = e as Record<string, unknown>;
  if (event.at !== undefined) checkEventTime(event.at, now);
  if (event.name != null && (typeof event.name !== 'string' || event.name.length > 200)) throw invalidInput('an event name is text of at most 200 characters');
  if (event.memoryEdit !== undefined && typeof event.memoryEdit !== 'boolean') throw invalidInput('memoryEdit is true or false');
  if (event.metadata !== undefined) {
    if (typeof event.metadata !== 'object' || event.metadata === null || Array.isArray(event.metadata))
      throw invalidInput('event metadata must be a plain object');
    guardJson(event.metadata, 'event metadata');
  }
}
