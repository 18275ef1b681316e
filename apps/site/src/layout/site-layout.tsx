import type { ReactNode } from 'react';
import { Island } from '../islands/island';
import { SiteFooter } from './site-footer';

/**
 * Every page's frame: a skip link, the fixed header (an island: its look follows the scroll, and
 * it holds the mobile menu), the page and the footer. `path` is the page's own path.
 */
export function SiteLayout({ path, children }: { path: string; children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Island name="header" props={{ page: path }} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
