import { Reveal } from '@org/ui/components/reveal';
import { LEAD_FIGURES, LEAD_OTHERS } from '../feeds/lead-feed';
import { Island } from '../islands/island';
import { SectionHeading } from './section-heading';

const numberFormat = new Intl.NumberFormat('en-US');

/** The outcome of the sample campaign, from the sample lead figures. */
const BREAKDOWN = [
  { label: 'Upsell opportunities', value: LEAD_FIGURES.upsell, className: 'bg-indigo-500' },
  { label: 'Jobs booked', value: LEAD_FIGURES.jobsBooked, className: 'bg-emerald-500' },
  { label: 'Others', value: LEAD_OTHERS, className: 'bg-slate-300' },
];

/**
 * "Generate the next lead" with the outreach feed (docs/requirements.md#the-home-page), an island
 * that starts once it comes near the screen.
 */
export function LeadSection() {
  return (
    <section
      aria-labelledby="leads-title"
      className="below-fold bg-white py-20 [--below-fold-size:69rem] sm:py-28 md:[--below-fold-size:62rem] lg:[--below-fold-size:38.5rem]"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <Reveal>
          <SectionHeading
            id="leads-title"
            eyebrow="Lead engine"
            title="Generate the next lead"
            description="The lead engine reads your customer history, spots upsell opportunities and launches outreach on its own, then books the jobs that come back."
          />
        </Reveal>

        <div className="mt-14 grid gap-6 lg:grid-cols-[1.1fr_0.9fr]">
          <Reveal>
            <div className="h-full rounded-3xl border border-slate-200 bg-slate-50 p-2">
              <p className="px-4 py-3 text-sm font-semibold text-slate-900">Outreach activity</p>
              <Island name="lead-feed" hydrateOn="visible" />
            </div>
          </Reveal>

          <Reveal delay={120}>
            <div className="h-full rounded-3xl bg-ink p-8 text-white">
              <p className="text-sm font-semibold tracking-wide text-indigo-300 uppercase">
                Sample campaign
              </p>
              <dl className="mt-6 grid grid-cols-2 gap-6">
                <Figure label="Customers analyzed" value={LEAD_FIGURES.customers} />
                <Figure label="Conversed with an agent" value={LEAD_FIGURES.conversed} />
              </dl>
              <p className="mt-8 text-sm font-medium text-slate-300">
                What the {numberFormat.format(LEAD_FIGURES.conversed)} conversations became
              </p>
              <div className="mt-3 flex h-3 overflow-hidden rounded-full" aria-hidden="true">
                {BREAKDOWN.map((part) => (
                  <span
                    key={part.label}
                    className={part.className}
                    style={{ width: `${(part.value / LEAD_FIGURES.conversed) * 100}%` }}
                  />
                ))}
              </div>
              <ul className="mt-5 grid gap-3 text-sm">
                {BREAKDOWN.map((part) => (
                  <li key={part.label} className="flex items-center justify-between">
                    <span className="flex items-center gap-2 text-slate-300">
                      <span
                        aria-hidden="true"
                        className={`size-2.5 rounded-full ${part.className}`}
                      />
                      {part.label}
                    </span>
                    <span className="font-semibold tabular-nums">
                      {numberFormat.format(part.value)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </Reveal>
        </div>
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="mt-1 text-4xl font-bold tracking-tight tabular-nums">
        {numberFormat.format(value)}
      </dd>
    </div>
  );
}
