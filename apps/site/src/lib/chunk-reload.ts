/**
 * After a deploy, a page loaded before it asks for code files that no longer exist. Reloading the
 * page once fetches the new page and its new files; a guard in session storage keeps a file that
 * is missing for another reason from reloading the page over and over.
 */

/** How long after a reload of the same page another one is refused. */
export const RELOAD_GUARD_MS = 60_000;

const STORAGE_PREFIX = 'site:reloaded-for-new-code:';

/** Whether an error says that a code file (a lazily loaded chunk or its CSS) failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** What `reloadForNewCode` needs from the page; tests pass their own. */
export interface ReloadContext {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  path: string;
  reload: () => void;
}

function pageContext(): ReloadContext {
  return {
    storage: window.sessionStorage,
    now: Date.now(),
    path: window.location.pathname,
    reload: () => window.location.reload(),
  };
}

/**
 * Reloads the page when `error` is a failed code load and this page was not reloaded for that in
 * the last minute. Returns whether it reloads. Without session storage it never reloads.
 */
export function reloadForNewCode(
  error: unknown,
  context: () => ReloadContext = pageContext,
): boolean {
  if (!isChunkLoadError(error)) return false;
  const { storage, now, path, reload } = context();
  const key = `${STORAGE_PREFIX}${path}`;
  try {
    const last = Number(storage.getItem(key) ?? Number.NaN);
    if (now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(key, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
