/** React Router's routes, built from the route manifest (route-manifest.ts): each page is its own lazily loaded chunk. */
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/index.ts';
import { Loading } from '../ui/Loading.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { ROUTES, type PageRoute } from './route-manifest.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** The page's element: its lazily loaded component (drawn with the route's props). */
function pageElement(route: PageRoute) {
  const Page: ComponentType = lazy(() => route.page().then((component) => ({ default: component })));
  return <Page />;
}

const toRoute = (route: PageRoute): RouteObject => ({ path: route.path, element: pageElement(route) });

export const routes: RouteObject[] = [
  // Pages without chrome (the stream overlay) have their own error boundary and loading state.
  ...ROUTES.filter((r) => r.bare).map((route) => ({
    path: route.path,
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<Loading />}>{pageElement(route)}</Suspense>
      </RouteErrorBoundary>
    ),
  })),
  {
    // AppLayout has the boundary and the loading state (with the page head the HTML painted) of the others.
    element: <AppLayout />,
    children: [
      ...ROUTES.filter((r) => !r.bare && !r.signedIn).map(toRoute),
      { element: <RequireAuth />, children: ROUTES.filter((r) => !r.bare && r.signedIn).map(toRoute) },
    ],
  },
];
