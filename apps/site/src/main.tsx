import '@org/ui/globals.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { MarkHydrated } from './lib/mark-hydrated';
import { createAppRouter, loadMatchedPages } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');

function start(container: HTMLElement, hydrate: boolean) {
  const app = (
    <StrictMode>
      <App router={createAppRouter({ hydrating: hydrate })} />
      <MarkHydrated />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser between components instead of holding the
  // main thread for the whole page: the page stays responsive while it comes alive.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// The build prerenders every route (`entry-server.tsx`): the client adopts that HTML once the
// page's code is in. Without it (the dev server) the client renders from scratch. (No top-level
// await here: it would force the bundler to split the entry into many small chunks.)
if (root.firstElementChild === null) start(root, false);
else {
  loadMatchedPages(window.location.pathname).then(
    () => start(root, true),
    (error: unknown) => {
      // The page's code could not be loaded: render afresh, and let the route's error view deal
      // with it (it reloads once when a newer deploy replaced the code).
      console.error('The page code could not be loaded before hydration:', error);
      start(root, false);
    },
  );
}
