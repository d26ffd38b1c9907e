import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { reportError, startErrorReporting } from './lib/error-reporting.ts';
import { markChunkLoadError } from './lib/reload-once.ts';
import { router } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// The query cache, tRPC client and notifications are not here: every page but the landing page
// gets them from ApiLayout (routes.tsx), so the landing page loads none of their code.
function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <RouterProvider router={router} />
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
