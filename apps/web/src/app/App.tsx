import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createAppServices } from './providers.tsx';
import { routes } from './routes.tsx';

/** The whole client: services, providers and the router. */
export function App() {
  const [services] = useState(() => createAppServices());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
