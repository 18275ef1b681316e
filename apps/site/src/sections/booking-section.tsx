import { Reveal } from '@org/ui/components/reveal';
import { Check } from 'lucide-react';
import { Island } from '../islands/island';
import { SectionHeading } from './section-heading';

const POINTS = [
  'Every inbound call and text is answered and qualified',
  'Jobs land in your calendar and field-service system',
  'Confirmations go out automatically, by call or SMS',
];

/**
 * "Convert every opportunity" with the live booking feed (docs/requirements.md#the-home-page), an
 * island that starts once it comes near the screen.
 */
export function BookingSection() {
  return (
    <section
      aria-labelledby="bookings-title"
      className="below-fold bg-slate-50 py-20 [--below-fold-size:57rem] sm:py-28 md:[--below-fold-size:47rem] lg:[--below-fold-size:26.5rem]"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Reveal>
          <SectionHeading
            id="bookings-title"
            align="left"
            eyebrow="Bookings"
            title="Convert every opportunity"
            description="Missed calls are missed revenue. Agents turn every ring and every message into a booked job, while your team is busy or off the clock."
          />
          <ul className="mt-8 grid gap-3 text-slate-700">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-emerald-100 text-success">
                  <Check aria-hidden="true" className="size-3.5" />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </Reveal>

        <Reveal delay={120}>
          <div className="rounded-3xl border border-slate-200 bg-white p-2 shadow-soft">
            <div className="flex items-center justify-between px-4 py-3">
              <p className="text-sm font-semibold text-slate-900">Live bookings</p>
              <span className="flex items-center gap-2 text-xs font-medium text-slate-600">
                <span className="relative flex size-2">
                  <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
                  <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
                </span>
                Updating
              </span>
            </div>
            <Island name="booking-feed" hydrateOn="visible" />
          </div>
        </Reveal>
      </div>
    </section>
  );
}
