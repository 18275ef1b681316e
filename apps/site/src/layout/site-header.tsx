import { Button } from '@org/ui/components/button';
import { cn } from '@org/ui/lib/utils';
import { useState } from 'react';
import { headerAppearance } from './header-state';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { BOOK_A_CALL, NAV_ANCHORS } from './nav-links';
import { useScrollSelect } from './use-scroll-y';

/**
 * The fixed header of every page (docs/requirements.md#the-header): logo home, the two anchors,
 * "Book a Call", and below 768 px a menu button instead. Transparent over the home hero until
 * scrolled past 10 px. `page` is the path of the page it heads.
 */
export function SiteHeader({ page }: { page: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const appearance = useScrollSelect((scrollY) => headerAppearance(page, scrollY, menuOpen));
  const solid = appearance === 'solid';

  return (
    <header
      data-appearance={appearance}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300',
        solid
          ? 'border-b border-slate-900/5 bg-white/85 shadow-[0_8px_30px_-12px_rgb(15_23_42/0.18)] backdrop-blur-lg'
          : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-4 sm:px-6 lg:h-18 lg:px-8">
        <a
          href="/"
          className="-m-1 rounded-lg p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo tone={solid ? 'dark' : 'white'} />
        </a>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_ANCHORS.map((anchor) => (
            <a
              key={anchor.label}
              href={anchor.href}
              className={cn(
                'rounded-lg px-3.5 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                solid
                  ? 'text-slate-700 hover:bg-slate-100 hover:text-slate-950'
                  : 'text-white/85 hover:bg-white/10 hover:text-white',
              )}
            >
              {anchor.label}
            </a>
          ))}
          <Button asChild variant={solid ? 'custom' : 'white'} className="ml-3">
            <a href={BOOK_A_CALL.href}>{BOOK_A_CALL.label}</a>
          </Button>
        </nav>

        <MobileMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          tone={solid ? 'dark' : 'white'}
          className="md:hidden"
        />
      </div>
    </header>
  );
}
