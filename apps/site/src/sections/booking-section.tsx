import { Badge } from '@org/ui/components/badge';
import { Reveal } from '@org/ui/components/reveal';
import { Check, MessageSquare, Phone } from 'lucide-react';
import type { BookingItem } from '../feeds/booking-feed';
import { useBookingFeed } from '../feeds/use-booking-feed';
import { SectionHeading } from './section-heading';

const POINTS = [
  'Every inbound call and text is answered and qualified',
  'Jobs land in your calendar and field-service system',
  'Confirmations go out automatically, by call or SMS',
];

/** "Convert every opportunity" with the live booking feed (SPEC §2 route / item 4). */
export function BookingSection() {
  const items = useBookingFeed();
  return (
    <section aria-labelledby="bookings-title" className="bg-slate-50 py-20 sm:py-28">
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
            <ul aria-label="Recently booked jobs" data-testid="booking-feed" className="grid gap-2">
              {items.map((item) => (
                <BookingRow key={item.id} item={item} />
              ))}
            </ul>
          </div>
        </Reveal>
      </div>
    </section>
  );
}

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function BookingRow({ item }: { item: BookingItem }) {
  const isPhone = item.type === 'phone';
  const Icon = isPhone ? Phone : MessageSquare;
  return (
    <li
      data-id={item.id}
      data-type={item.type}
      className="flex animate-feed-in items-center gap-3 rounded-2xl border border-slate-100 bg-slate-50/60 px-4 py-3 motion-reduce:animate-none"
    >
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-linear-to-br from-indigo-100 to-violet-100 text-sm font-semibold text-indigo-800"
      >
        {initials(item.name)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{item.name}</p>
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <Icon aria-hidden="true" className="size-3.5" />
          {isPhone ? 'Phone call' : 'Text message'}
        </p>
      </div>
      <Badge variant="success">
        <Check aria-hidden="true" />
        {item.status}
      </Badge>
    </li>
  );
}
