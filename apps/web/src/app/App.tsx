import { Fragment, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { BackgroundTasks } from './BackgroundTasks.tsx';
import { AppProviders, createAppServices } from './providers.tsx';
import { prefetchRouteReads, readInitialData } from './route-prefetch.ts';
import { routes } from './routes.tsx';
import { useLanguage } from '../i18n/use-t.ts';

/** Renders the route table (declarative router: its smaller runtime keeps the start-up bundle small). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The route table, drawn anew when the language changes: every text, date and number of the page follows at once,
 * whether or not its component reads the language (the query cache keeps the data, so nothing loads again).
 */
function InActiveLanguage() {
  const language = useLanguage();
  return (
    <Fragment key={language}>
      <AppRoutes />
    </Fragment>
  );
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
        <InActiveLanguage />
      </BrowserRouter>
    </AppProviders>
  );
}
