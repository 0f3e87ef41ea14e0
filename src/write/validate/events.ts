/**
 * The checks of a session event as a caller gives it, beyond its role and text (which the session
 * manager checks): its time, name, flags and metadata.
 */
import { invalidInput } from '../../core/errors.js';
import { checkEventTime, guardJson } from './index.js';

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
