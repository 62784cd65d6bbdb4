import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { BackgroundTasks } from './BackgroundTasks.tsx';
import { AppProviders, createAppServices } from './providers.tsx';
import { prefetchRouteReads, readInitialData } from './route-prefetch.ts';
import { routes } from './routes.tsx';

/** Renders the route table (declarative router: its smaller runtime keeps the start-up bundle small). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The whole client: services, providers and the router. */
export function App() {
  const [services] = useState(() => {
    const created = createAppServices();
    prefetchRouteReads(window.location.pathname, created.client, readInitialData());
    return created;
  });
  return (
    <AppProviders services={services}>
      <BackgroundTasks />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
