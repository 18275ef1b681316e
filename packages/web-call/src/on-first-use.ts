import { warn } from './environment';

/**
 * A capability loaded on first use: the returned function starts `load` on its first call and
 * returns what it loaded, or undefined while it is still loading (or failed, with a warning).
 */
export function onFirstUse<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined;
  let started = false;
  return () => {
    if (!started) {
      started = true;
      load().then((value) => {
        loaded = value;
      }, warn);
    }
    return loaded;
  };
}
