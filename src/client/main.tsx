import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { reportError, startErrorReporting } from './lib/error-reporting.ts';
import { markChunkLoadError } from './lib/reload-once.ts';
import { makeQueryClient, makeTrpcClient, TRPCProvider } from './lib/trpc.ts';
import { router } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

function App() {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(makeTrpcClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

startErrorReporting();
// Vite's signal that code for a page could not be fetched (a deploy replaced it). The error goes
// on to the error page, which reloads once for the new version.
window.addEventListener('vite:preloadError', (event) => {
  markChunkLoadError((event as Event & { payload?: unknown }).payload);
});

const root = document.getElementById('root');
if (root) {
  // Errors outside every route's error page (the providers themselves) are reported too.
  createRoot(root, {
    onUncaughtError: (error, info) => {
      console.error(error, info.componentStack);
      reportError(error, 'uncaught');
    },
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
