import { cn } from '@org/ui/lib/utils';
import { useId } from 'react';
import { brand } from '../brand';

/**
 * The wordmark: white on dark backgrounds, dark on light ones (docs/requirements.md#the-header).
 * Drawn in the page itself, the mark as inline SVG and the name as text: an `<img>` of an SVG file
 * costs the browser a separate document per file (tens of milliseconds of main-thread work while
 * the page loads, and again when the header turns solid and swaps tones), where this costs a few
 * elements.
 */
export function Logo({ tone, className }: { tone: 'white' | 'dark'; className?: string }) {
  const gradient = `${useId()}-logo`;
  return (
    <span
      role="img"
      aria-label={brand.name}
      data-tone={tone}
      className={cn(
        'inline-flex h-8 shrink-0 select-none items-center gap-[9px] font-bold text-[21px] leading-none tracking-[-0.5px]',
        tone === 'white' ? 'text-white' : 'text-[#0b1120]',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="h-full w-auto shrink-0">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#8b5cf6" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <g fill="#ffffff">
          <rect x="7" y="13" width="3" height="6" rx="1.5" />
          <rect x="12.5" y="9" width="3" height="14" rx="1.5" />
          <rect x="18" y="6" width="3" height="20" rx="1.5" />
          <rect x="23.5" y="11" width="3" height="10" rx="1.5" />
        </g>
      </svg>
      <span aria-hidden="true">{brand.name}</span>
    </span>
  );
}
