import { DeferredToaster } from '@org/ui/components/deferred-toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './lib/query-client';
import { LocationProbe } from './location/location-probe';
import { createAppRouter } from './router';

/**
 * The providers every page relies on: data fetching (SPEC §9 defaults) and toasts. The toaster
 * loads on first use, and tooltips get their provider (SPEC §9 timing) on the page that has one,
 * so neither weighs on the first load of /.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
      <LocationProbe />
    </QueryClientProvider>
  );
}

/** The site: providers around the router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
