import '@org/ui/globals.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { MarkHydrated } from './lib/mark-hydrated';
import { nextTask } from './lib/next-task';
import { type AppRouter, createAppRouter, loadMatchedPages } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

function render(container: HTMLElement, router: AppRouter, hydrate: boolean) {
  const app = (
    <StrictMode>
      <App router={router} />
      <MarkHydrated />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser between components instead of holding the
  // main thread for the whole page: the page stays responsive while it comes alive.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/**
 * Adopts the prerendered page: evaluates its lazy code, creates the router and starts hydration,
 * each in a task of its own after the entry's evaluation, so no one of them adds to a long task.
 */
async function adopt(container: HTMLElement): Promise<void> {
  try {
    await nextTask();
    await loadMatchedPages(window.location.pathname);
  } catch (error) {
    // The page's code could not be loaded: render afresh, and let the route's error view deal
    // with it (it reloads once when a newer deploy replaced the code).
    console.error('The page code could not be loaded before hydration:', error);
    render(container, createAppRouter(), false);
    return;
  }
  await nextTask();
  const router = createAppRouter({ hydrating: true });
  await nextTask();
  render(container, router, true);
}

// The build prerenders every route (`entry-server.tsx`): the client adopts that HTML once the
// page's code is in. Without it (the dev server) the client renders from scratch. (No top-level
// await here: it would force the bundler to split the entry into many small chunks.)
if (root.firstElementChild === null) render(root, createAppRouter(), false);
else void adopt(root);
