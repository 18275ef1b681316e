import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForNewCode } from '../lib/chunk-reload';

/** The stack of a crash is shown to developers only, never by a production build. */
export const SHOW_STACK: boolean = import.meta.env.DEV;

/** What the error view shows for a thrown value: a message and, where allowed, the stack. */
export function describeRouteError(
  error: unknown,
  { showStack = SHOW_STACK }: { showStack?: boolean } = {},
): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    return { message: `${error.status} ${error.statusText}`.trim() };
  }
  if (error instanceof Error) {
    return showStack && error.stack
      ? { message: error.message, stack: error.stack }
      : { message: error.message };
  }
  return { message: typeof error === 'string' ? error : 'Unknown error' };
}

/**
 * The router's fallback for a crash (SPEC §8): the heading "Unexpected Application Error!", the
 * status text or message, and in development the stack. Stands alone, outside the layout, because
 * the layout itself may be what failed. When the crash is a page's code that a newer deploy
 * replaced, the page reloads once instead (`lib/chunk-reload.ts`).
 */
export function RouteErrorView() {
  const error = useRouteError();
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (reloading && !reloadForNewCode(error)) setReloading(false);
  }, [error, reloading]);

  if (reloading) {
    return (
      <main aria-busy="true" className="mx-auto max-w-3xl px-4 py-24 text-slate-600">
        Loading the latest version of the site…
      </main>
    );
  }
  const { message, stack } = describeRouteError(error);
  return (
    <main className="mx-auto max-w-3xl px-4 py-24">
      <h2 className="text-2xl font-bold text-slate-950">Unexpected Application Error!</h2>
      <h3 className="mt-3 text-lg font-medium text-red-700 italic">{message}</h3>
      {stack ? (
        <pre className="mt-6 overflow-auto rounded-xl bg-slate-100 p-4 text-xs leading-relaxed text-slate-800">
          {stack}
        </pre>
      ) : null}
      <a
        href="/"
        className="mt-8 inline-block font-semibold text-brand underline underline-offset-4"
      >
        Reload the home page
      </a>
    </main>
  );
}
