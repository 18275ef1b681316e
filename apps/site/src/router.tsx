import { createBrowserRouter, type RouteObject } from 'react-router';
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

/** A browser router over `routes`. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
