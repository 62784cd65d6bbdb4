import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '../api/api-context.tsx';
import { ApiError } from '../api/api-error.ts';
import { ApiClient } from '../api/client.ts';
import { createAuthStore } from '../api/session/auth-store.ts';
import { AuthProvider } from '../features/auth/index.ts';
import { AlertProvider } from '../ui/alert/alert-context.tsx';
import { theme } from './theme.ts';

export interface AppServices {
  client: ApiClient;
  queryClient: QueryClient;
}

/** Builds the session store, the API client and the query cache (tests pass a fake fetch and storage). */
export function createAppServices(options: { fetch?: typeof fetch; storage?: Storage } = {}): AppServices {
  const store = createAuthStore(options.storage);
  const client = new ApiClient({ store, fetch: options.fetch });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
  // Drop cached data when the signed-in user changes, so nobody sees the previous user's data.
  let userId = store.getState().userId;
  store.subscribe(() => {
    const next = store.getState().userId;
    if (next !== userId) {
      userId = next;
      void queryClient.resetQueries();
    }
  });
  return { client, queryClient };
}

/** Theme, query cache, global alert, API client and auth, in the order they depend on each other. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={services.queryClient}>
        <AlertProvider>
          <ApiProvider client={services.client}>
            <AuthProvider>{children}</AuthProvider>
          </ApiProvider>
        </AlertProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
