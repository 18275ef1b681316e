import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadForNewCode } from '../lib/chunk-reload';

/** The stack of a crash is shown to developers only, never by a production build. */
export const SHOW_STACK: boolean = import.meta.env.DEV;

/** A failed HTTP answer, as fetch gives it: described by its status and status text. */
function isErrorResponse(error: unknown): error is { status: number; statusText: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { statusText?: unknown }).statusText === 'string'
  );
}

/** What the error view shows for a thrown value: a message and, where allowed, the stack. */
export function describeError(
  error: unknown,
  { showStack = SHOW_STACK }: { showStack?: boolean } = {},
): { message: string; stack?: string } {
  if (isErrorResponse(error)) {
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
 * The fallback for a crash (docs/requirements.md#the-not-found-page): the heading "Unexpected
 * Application Error!", the status text or message, in development the stack, and a button that
 * reloads the page. The islands runtime puts it in place of the island that failed; the rest of the
 * page goes on. When the failure is code that a newer deploy replaced, the page reloads once
 * instead (`lib/chunk-reload.ts`).
 */
export function ErrorView({ error }: { error: unknown }) {
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (reloading && !reloadForNewCode(error)) setReloading(false);
  }, [error, reloading]);

  if (reloading) {
    return (
      <div aria-busy="true" className="mx-auto max-w-3xl px-4 py-12 text-slate-600">
        Loading the latest version of the site…
      </div>
    );
  }
  const { message, stack } = describeError(error);
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-12">
      <h2 className="text-2xl font-bold text-slate-950">Unexpected Application Error!</h2>
      <h3 className="mt-3 text-lg font-medium text-red-700 italic">{message}</h3>
      {stack ? (
        <pre className="mt-6 overflow-auto rounded-xl bg-slate-100 p-4 text-xs leading-relaxed text-slate-800">
          {stack}
        </pre>
      ) : null}
      <button
        type="button"
        onClick={() => location.reload()}
        className="mt-8 inline-block cursor-pointer font-semibold text-brand underline underline-offset-4"
      >
        Reload the page
      </button>
    </section>
  );
}
