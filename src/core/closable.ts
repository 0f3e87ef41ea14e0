/**
 * A store that refuses every call once the engine is closed: a call after `close()` is a coded
 * CLOSED error, not whatever the closed database driver happens to throw.
 */
import { MnemoError } from './errors.js';
import type { StorageAdapter } from './contracts/storage.js';

/** The store behind `closed()`: every method throws CLOSED while it returns true (except `close`). */
export function closableStore(store: StorageAdapter, closed: () => boolean): StorageAdapter {
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || prop === 'close') return typeof value === 'function' ? value.bind(target) : value;
      return (...args: unknown[]) => {
        if (closed()) throw closedError();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** The error of a call made after `close()`. */
export function closedError(): MnemoError<'CLOSED'> {
  return new MnemoError('CLOSED', 'this Mnemo was closed: create a new one with createMnemo()');
}
