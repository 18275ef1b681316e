/**
 * The islands runtime's entry: the boot script imports it after the first paint (or at the
 * visitor's first interaction). It enhances the page without React (`enhance.ts`), then hydrates
 * its islands (`islands/hydrate.tsx`). The stylesheets it imports make the page's one stylesheet,
 * linked from every page's head, so that what an island draws is styled before its code arrives.
 */
import '@org/ui/globals.css';
import './voice/voice-orb.css';
import { enhancePage } from './enhance';
import { IslandsRuntime } from './islands/hydrate';

enhancePage(document);
void new IslandsRuntime(document).start();
