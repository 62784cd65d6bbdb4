/** Renders the real app (providers, layout, routes) at a path, with a fake fetch and in-memory storage. */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { AppRoutes } from '../app/App.tsx';
import { AppProviders, createAppServices } from '../app/providers.tsx';
import { fakeFetch, json, MemoryStorage, type FakeHandler } from './fake-api.ts';

/** Calls every signed-in page makes; tests override them as needed. */
const defaultApi: Record<string, FakeHandler> = {
  'GET /api/dashboard/posts': () => json([]),
  'GET /api/dashboard/games': () => json([]),
  'GET /api/notifications': () => json([]),
};

export interface RenderAppOptions {
  route?: string;
  api?: Record<string, FakeHandler>;
  storage?: Storage;
  /** Pretend to be a phone (below the `sm` breakpoint). */
  phone?: boolean;
}

/** jsdom has no matchMedia; answer width queries as a phone or a desktop would. */
function mockScreen(phone: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}`;
  return null;
}

/** The path the router is at now. */
export function currentPath(): string {
  return lastLocation;
}

export function renderApp({
  route = '/',
  api = {},
  storage = new MemoryStorage(),
  phone = false,
}: RenderAppOptions = {}) {
  mockScreen(phone);
  const fetch = fakeFetch({ ...defaultApi, ...api });
  const services = createAppServices({ fetch, storage });
  const utils = render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, fetch, services, storage };
}

/** Renders any element inside the app providers and a router, for component tests. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', api = {}, storage = new MemoryStorage(), phone = false }: RenderAppOptions = {},
) {
  mockScreen(phone);
  const fetch = fakeFetch({ ...defaultApi, ...api });
  const services = createAppServices({ fetch, storage });
  const utils = render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, fetch, services, storage };
}
