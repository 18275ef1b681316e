import { cn } from '@org/ui/lib/utils';
import logoDark from '../assets/logo-dark.svg';
import logoWhite from '../assets/logo-white.svg';
import { brand } from '../brand';

/** The wordmark: white on dark backgrounds, dark on light ones (SPEC §2 shared header). */
export function Logo({ tone, className }: { tone: 'white' | 'dark'; className?: string }) {
  return (
    <img
      src={tone === 'white' ? logoWhite : logoDark}
      alt={brand.name}
      data-tone={tone}
      width={136}
      height={32}
      className={cn('h-8 w-auto', className)}
    />
  );
}
