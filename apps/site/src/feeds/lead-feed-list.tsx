import { Calendar, ChartColumn, type LucideIcon, Megaphone, Search, Users } from 'lucide-react';
import type { LeadIcon } from './lead-feed';
import { useLeadFeed } from './use-lead-feed';

const ICONS: Record<LeadIcon, LucideIcon> = {
  users: Users,
  megaphone: Megaphone,
  chart: ChartColumn,
  search: Search,
  calendar: Calendar,
};

const ICON_TINTS: Record<LeadIcon, string> = {
  users: 'bg-sky-100 text-sky-800',
  megaphone: 'bg-amber-100 text-amber-800',
  chart: 'bg-emerald-100 text-emerald-800',
  search: 'bg-violet-100 text-violet-800',
  calendar: 'bg-rose-100 text-rose-800',
};

/** The outreach feed: a row every 400 ms up to five, then cleared and round again. */
export function LeadFeedList() {
  const events = useLeadFeed();
  return (
    <ul
      aria-label="Outreach activity"
      data-testid="lead-feed"
      className="grid min-h-[22rem] content-start gap-2"
    >
      {events.map((event) => {
        const Icon = ICONS[event.icon];
        return (
          <li
            key={event.id}
            data-id={event.id}
            data-icon={event.icon}
            className="flex animate-feed-in items-center gap-3 rounded-2xl border border-slate-100 bg-white px-4 py-3 shadow-xs motion-reduce:animate-none"
          >
            <span
              className={`grid size-9 shrink-0 place-items-center rounded-xl ${ICON_TINTS[event.icon]}`}
            >
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="text-sm text-slate-800">{event.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
