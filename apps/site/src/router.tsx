import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { HomePage } from './pages/home-page';
import { RouteErrorView } from './pages/route-error';

/**
 * The site's routes (SPEC §2). / is in the first bundle; the other pages load on navigation.
 * A crash anywhere renders the router's error view (SPEC §8).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    ErrorBoundary: RouteErrorView,
    children: [
      { index: true, Component: HomePage },
      { path: 'demo', lazy: () => import('./pages/demo-page') },
      { path: 'dental-ai-receptionist', lazy: () => import('./pages/dental-page') },
      { path: '*', lazy: () => import('./pages/not-found-page') },
    ],
  },
];

/** The browser's router. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A browser router over `routes`. When it adopts a prerendered page (`hydrating`), it starts as a
 * router whose first page came from the server: it leaves the scroll where it is, so a visitor who
 * scrolled (or followed `/#live-demo`) before the app loaded is not sent back to the top.
 */
export function createAppRouter({ hydrating = false }: { hydrating?: boolean } = {}): AppRouter {
  // No route has a loader, so the server's data is empty; its presence is what tells the router
  // that the page it starts on has already been rendered.
  return createBrowserRouter(routes, hydrating ? { hydrationData: { loaderData: {} } } : {});
}

/**
 * Loads the lazy pages that `pathname` matches and puts their components on the routes, so the
 * router starts with the prerendered page's components in place and hydration finds the same tree
 * the build rendered (a router still loading a page would render nothing first).
 */
export async function loadMatchedPages(
  pathname: string,
  routeObjects: RouteObject[] = routes,
): Promise<void> {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const { Component } = await route.lazy();
      Object.assign(route, { Component, lazy: undefined });
    }),
  );
}
