import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { snackbarComponents } from '../components/SnackbarContent';
import { LIMITS } from '@atrium/contract';
import { theme } from './theme';
import { router } from './router';
import { ErrorBoundary, installGlobalErrorReporting } from '../features/errors';
import '../lib/i18n';
import { retryUnlessRefused } from '../lib/api-error';

// Uncaught errors outside React's render (handlers, timers, promises) reach the log viewer too.
installGlobalErrorReporting();

export const queryClient = new QueryClient({
  defaultOptions: {
    // Counts and lists do not refetch on window focus (spec 1 §4.7). A 4xx is not retried.
    queries: { refetchOnWindowFocus: false, retry: retryUnlessRefused, staleTime: 30_000 },
  },
});

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        Components={snackbarComponents}
        maxSnack={3}
        autoHideDuration={LIMITS.snackbarAutoHideMs}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ErrorBoundary>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
