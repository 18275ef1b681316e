/**
 * The build-time renderer (issue 11 "Prerendering"): renders one route of the site to HTML with
 * React's static API and react-router's static handler, for `build/prerender.ts` to write into the
 * build. The tree is the client's (`main.tsx`): the same providers, with the static router in place
 * of the browser one, so the client hydrates it without a mismatch.
 *
 * Runs in Node without a DOM: anything that touches `window` during render fails the build.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app';
import { routes } from './router';

/** One rendered route: what goes into `<head>` and into `<div id="root">`. */
export interface RenderedRoute {
  /** The title, meta and link elements the page rendered (React puts them in the head). */
  head: string;
  /** The markup of the page, for the root element. */
  body: string;
}

const DOCUMENT =
  /^<!DOCTYPE html><html lang="en"><head>(.*)<\/head><body><div id="root">(.*)<\/div><\/body><\/html>$/s;

/**
 * Renders the route at `pathname` (e.g. `/demo`), waiting for its lazy page and every Suspense
 * boundary. Rejects when rendering throws.
 */
export async function renderRoute(pathname: string): Promise<RenderedRoute> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) {
    throw new Error(`${pathname} answered with a redirect (${context.status}), not a page.`);
  }
  if (context.errors) {
    throw new Error(`${pathname} failed to render: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <html lang="en">
      <head />
      <body>
        <div id="root">
          <StrictMode>
            <AppProviders>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </StrictMode>
        </div>
      </body>
    </html>,
    {
      onError(error) {
        failure ??= error;
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failure) throw failure;

  const parts = DOCUMENT.exec(html);
  if (!parts)
    throw new Error(`Unexpected document shape rendering ${pathname}: ${html.slice(0, 200)}`);
  return { head: parts[1] ?? '', body: parts[2] ?? '' };
}
