import { cn } from '@org/ui/lib/utils';
import { CALL_STATUS, type CallStatusText } from './call-texts';

const FAILURES: ReadonlySet<CallStatusText> = new Set([
  CALL_STATUS.failedToConnect,
  CALL_STATUS.error,
  CALL_STATUS.configError,
  CALL_STATUS.microphoneBlocked,
]);

/** Visual tone of a status text. */
export function statusTone(status: CallStatusText): 'live' | 'pending' | 'ended' | 'failure' {
  if (FAILURES.has(status)) return 'failure';
  if (status === CALL_STATUS.connecting || status === CALL_STATUS.reconnecting) return 'pending';
  if (status === CALL_STATUS.ended) return 'ended';
  return 'live';
}

const TONE_STYLES = {
  live: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
  pending: { badge: 'bg-amber-50 text-amber-800 ring-amber-600/20', dot: 'bg-amber-500' },
  ended: { badge: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
  failure: { badge: 'bg-red-50 text-red-800 ring-red-600/20', dot: 'bg-red-500' },
} as const;

/** A pill with a coloured dot for a call status text; the dot pulses while the call is live. */
export function StatusBadge({ status, className }: { status: CallStatusText; className?: string }) {
  const tone = statusTone(status);
  const styles = TONE_STYLES[tone];
  return (
    <span
      data-slot="status-badge"
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        styles.badge,
        className,
      )}
    >
      <span aria-hidden="true" className="relative flex size-2">
        {(tone === 'live' || tone === 'pending') && (
          <span
            className={cn(
              'absolute inline-flex size-full rounded-full opacity-75 motion-safe:animate-ping',
              styles.dot,
            )}
          />
        )}
        <span className={cn('relative inline-flex size-2 rounded-full', styles.dot)} />
      </span>
      {status}
    </span>
  );
}
