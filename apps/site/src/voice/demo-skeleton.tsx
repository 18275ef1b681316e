/**
 * What the live demo shows until its interactive body has loaded: the same footprint as the status
 * line, the call bar and the three cards, so nothing moves when they arrive.
 */
export function DemoSkeleton() {
  return (
    <div aria-hidden="true" data-slot="demo-skeleton">
      <div className="mt-6 min-h-8" />
      <div className="mt-8 min-h-16" />
      <div className="mt-4 grid gap-6 md:grid-cols-3 md:gap-5 lg:gap-6">
        {['healthcare', 'hotel', 'restaurant'].map((kind) => (
          <div
            key={kind}
            className="flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
          >
            <div className="aspect-[16/10] bg-gradient-to-br from-slate-200 to-slate-100 motion-safe:animate-pulse" />
            <div className="flex flex-col gap-4 p-6">
              <div className="h-6 w-2/3 rounded-md bg-slate-200" />
              <div className="space-y-2">
                <div className="h-4 rounded bg-slate-100" />
                <div className="h-4 w-5/6 rounded bg-slate-100" />
                <div className="h-4 w-1/2 rounded bg-slate-100" />
              </div>
              <div className="flex gap-1.5">
                <div className="h-6 w-24 rounded-full bg-slate-100" />
                <div className="h-6 w-20 rounded-full bg-slate-100" />
              </div>
              <div className="mt-2 h-12 rounded-full bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
