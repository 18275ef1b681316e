/**
 * The build-time renderer: renders one page of the site to HTML with React's static API, for
 * `build/prerender.ts` to write into the build (and for the dev server to serve). Pages render
 * only here; the browser hydrates just their islands (`islands/`), each rendered by `<Island>` as
 * the root the browser will hydrate.
 *
 * Runs in Node without a DOM: anything that touches `window` during render fails the build.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { SiteLayout } from './layout/site-layout';
import { pageAt, SITE_PAGES } from './pages/site-pages';

/** The pages to prerender: each path and the file it goes to. */
export const PRERENDERED_PAGES = SITE_PAGES.map(({ path, file }) => ({ path, file }));

/** One rendered page: what goes into `<head>` and into `<div id="root">`. */
export interface RenderedRoute {
  /** The title, meta and link elements the page rendered (React puts them in the head). */
  head: string;
  /** The markup of the page, for the root element. */
  body: string;
}

const DOCUMENT =
  /^<!DOCTYPE html><html lang="en"><head>(.*)<\/head><body><div id="root">(.*)<\/div><\/body><\/html>$/s;

/**
 * Renders the page at `pathname` (e.g. `/demo`; an unknown path renders the 404 page), waiting
 * for every island and Suspense boundary. Rejects when rendering throws.
 */
export async function renderRoute(pathname: string): Promise<RenderedRoute> {
  const { path, Page } = pageAt(pathname);
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <html lang="en">
      <head />
      <body>
        <div id="root">
          <StrictMode>
            <SiteLayout path={path}>
              <Page />
            </SiteLayout>
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
