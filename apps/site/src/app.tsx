import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { LocationProbe } from './location/location-probe';
import type { AppRouter } from './router';

/**
 * What every page relies on: the background location lookup. The toaster is mounted by the one
 * page that raises toasts (/demo) and loads on first use, tooltips get their provider (SPEC §9
 * timing) on the page that has one, and the query client (SPEC §9 defaults,
 * `lib/shared-query-client.ts`) is created when the voice demo first needs it, so none of them
 * weighs on the first load of /. The prerender (`entry-server.tsx`) renders the same providers
 * around the static router, so the client hydrates an identical tree.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LocationProbe />
    </>
  );
}

/** The site in the browser: providers around the router. */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
