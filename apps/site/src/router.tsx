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

/** A browser router over `routes`. */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
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
