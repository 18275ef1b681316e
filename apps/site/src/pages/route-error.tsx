import { isRouteErrorResponse, useRouteError } from 'react-router';

/** What the error view shows for a thrown value: a message and, for errors, the stack. */
export function describeRouteError(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    return { message: `${error.status} ${error.statusText}`.trim() };
  }
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'Unknown error' };
}

/**
 * The router's fallback for a crash (SPEC §8): the heading "Unexpected Application Error!", the
 * status text or message, and the stack when there is one. Stands alone, outside the layout,
 * because the layout itself may be what failed.
 */
export function RouteErrorView() {
  const { message, stack } = describeRouteError(useRouteError());
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
