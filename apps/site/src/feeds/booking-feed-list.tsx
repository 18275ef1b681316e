import { Badge } from '@org/ui/components/badge';
import { Check, MessageSquare, Phone } from 'lucide-react';
import type { BookingItem } from './booking-feed';
import { useBookingFeed } from './use-booking-feed';

/** The live booking feed: five rows, a new one on top every 800 ms. */
export function BookingFeedList() {
  const items = useBookingFeed();
  return (
    <ul aria-label="Recently booked jobs" data-testid="booking-feed" className="grid gap-2">
      {items.map((item) => (
        <BookingRow key={item.id} item={item} />
      ))}
    </ul>
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
