import { Button } from '@org/ui/components/button';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { brand } from '../brand';
import { useHydrated } from '../lib/use-hydrated';
import { PageHead } from '../seo/page-head';

/** Any other path (SPEC §2): says so, links home, and logs the attempted path (SPEC §8). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  // The build renders this page once, as 404.html, for every unknown path: the path itself is
  // shown once the page runs in the visitor's browser.
  const hydrated = useHydrated();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="relative isolate flex min-h-[80vh] items-center overflow-hidden bg-slate-50 px-4 pt-28 pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-10 -z-10 mx-auto h-72 max-w-2xl rounded-full bg-indigo-200/50 blur-3xl"
      />
      <PageHead
        title={`Page not found — ${brand.name}`}
        description={`This page does not exist on ${brand.name}. Return to the home page to meet our AI voice agents.`}
      />
      <div className="mx-auto max-w-lg text-center">
        <p className="bg-linear-to-r from-brand to-brand-violet bg-clip-text text-8xl font-bold tracking-tight text-transparent">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950">
          Oops! Page not found
        </h1>
        <p className="mt-4 text-slate-600">
          We could not find{' '}
          {hydrated ? (
            <code className="rounded bg-slate-200/70 px-1.5 py-0.5 text-sm break-all">
              {pathname}
            </code>
          ) : (
            'this page'
          )}
          . It may have moved, or the link may be mistyped.
        </p>
        <Button asChild variant="custom" size="lg" className="mt-8">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
      </div>
    </section>
  );
}

export { NotFoundPage as Component };
