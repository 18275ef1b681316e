import { Button } from '@org/ui/components/button';
import { ArrowLeft } from 'lucide-react';
import { brand } from '../brand';
import { ATTEMPTED_PATH_ATTRIBUTE } from '../enhance';
import { PageHead } from '../seo/page-head';

/**
 * Any other path (docs/requirements.md#the-not-found-page): says so and links home. The build
 * renders it once, as 404.html, for every unknown path: the page's script names and logs the
 * attempted path (`enhance.ts`).
 */
export function NotFoundPage() {
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
          We could not find <span {...{ [ATTEMPTED_PATH_ATTRIBUTE]: '' }}>this page</span>. It may
          have moved, or the link may be mistyped.
        </p>
        <Button asChild variant="custom" size="lg" className="mt-8">
          <a href="/">
            <ArrowLeft aria-hidden="true" />
            Return to Home
          </a>
        </Button>
      </div>
    </section>
  );
}
