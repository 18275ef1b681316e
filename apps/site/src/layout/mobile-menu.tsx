import { Button } from '@org/ui/components/button';
import { useIsMobile } from '@org/ui/hooks/use-is-mobile';
import { cn } from '@org/ui/lib/utils';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Colour of the menu icon: white over the transparent header, dark over the solid one. */
  tone: 'white' | 'dark';
  className?: string;
};

/**
 * Below 768 px (docs/requirements.md#the-header): the menu button, toggling between a menu and a
 * close icon, and the slide-in panel, whose code (a Radix dialog) loads the first time it is
 * wanted. Escape, the close icon and any choice close it; focus moves into the panel and back to
 * this button.
 */
export function MobileMenu({ open, onOpenChange, tone, className }: MobileMenuProps) {
  const isMobile = useIsMobile();
  const button = useRef<HTMLButtonElement>(null);
  const [mounted, setMounted] = useState(false);

  // Widening the window past the breakpoint shows the desktop nav; the panel must not linger.
  useEffect(() => {
    if (open && !isMobile) onOpenChange(false);
  }, [isMobile, open, onOpenChange]);

  return (
    <>
      <Button
        ref={button}
        // On the transparent header the ghost look's light hover would hide the white icon.
        variant={tone === 'white' ? null : 'ghost'}
        size="icon"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true);
          onOpenChange(!open);
        }}
        className={cn(
          className,
          tone === 'white' ? 'text-white hover:bg-white/10' : 'text-slate-900',
        )}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={onOpenChange} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
