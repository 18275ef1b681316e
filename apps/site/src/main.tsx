/**
 * The islands runtime's entry: the boot script imports it after the first paint (or at the
 * visitor's first interaction), and it hydrates the page's islands (`islands/hydrate.tsx`). The
 * stylesheets it imports make the page's one stylesheet, linked from every page's head, so that
 * what an island draws is styled before its code arrives.
 */
import '@org/ui/globals.css';
import './voice/voice-orb.css';
import { IslandsRuntime } from './islands/hydrate';

// The dev server serves the page without the boot script: its enhancements run from here.
if (import.meta.env.DEV) void import('./enhance').then(({ enhancePage }) => enhancePage(document));
void new IslandsRuntime(document).start();
