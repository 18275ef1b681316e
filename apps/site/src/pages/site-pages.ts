import type { ComponentType } from 'react';
import { DemoPage } from './demo-page';
import { DentalPage } from './dental-page';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';

/** One page of the site: its path, the file the host serves it from, and what renders it. */
export interface SitePage {
  path: string;
  file: string;
  Page: ComponentType;
}

/**
 * The site's pages (docs/requirements.md#routes), each prerendered to its own file. The host serves
 * `/demo` from `demo.html`, and every unknown path from `404.html` with status 404.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', file: 'index.html', Page: HomePage },
  { path: '/demo', file: 'demo.html', Page: DemoPage },
  { path: '/dental-ai-receptionist', file: 'dental-ai-receptionist.html', Page: DentalPage },
  { path: '/404', file: '404.html', Page: NotFoundPage },
];

/** The page at `pathname` (a trailing slash aside), or the 404 page. */
export function pageAt(pathname: string): SitePage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const notFound = SITE_PAGES.find((page) => page.file === '404.html') as SitePage;
  return SITE_PAGES.find((page) => page.path === path && page !== notFound) ?? notFound;
}
