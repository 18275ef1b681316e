import { Button } from '@org/ui/components/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
} from '@org/ui/components/sheet';
import { ArrowRight } from 'lucide-react';
import type { RefObject } from 'react';
import { brand } from '../brand';
import { Logo } from './logo';
import { BOOK_A_CALL, NAV_ANCHORS } from './nav-links';

type MobileMenuPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close: the menu button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * The full-screen slide-in menu (docs/requirements.md#the-header): the two anchors and a full-width
 * "Book a Call". Every item is wrapped in `SheetClose`, so any choice closes the panel. Loaded on
 * first open.
 */
export function MobileMenuPanel({ open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-menu"
        closeLabel="Close menu"
        className="sm:max-w-none"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex h-16 items-center border-b border-slate-100 px-4 sm:px-6">
          <SheetClose asChild>
            <a
              href="/"
              className="-m-1 rounded-lg p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Logo tone="dark" />
            </a>
          </SheetClose>
        </div>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation of {brand.name}</SheetDescription>
        <nav aria-label="Mobile" className="flex flex-1 flex-col gap-1 px-4 pt-6 sm:px-6">
          {NAV_ANCHORS.map((anchor) => (
            <SheetClose asChild key={anchor.label}>
              <a
                href={anchor.href}
                className="group flex items-center justify-between rounded-xl px-3 py-4 text-2xl font-semibold tracking-tight text-slate-900 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring"
              >
                {anchor.label}
                <ArrowRight
                  aria-hidden="true"
                  className="size-5 text-slate-500 transition-transform group-hover:translate-x-1"
                />
              </a>
            </SheetClose>
          ))}
        </nav>
        <div className="border-t border-slate-100 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:p-6">
          <SheetClose asChild>
            <Button asChild variant="custom" size="lg" className="w-full">
              <a href={BOOK_A_CALL.href}>{BOOK_A_CALL.label}</a>
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
