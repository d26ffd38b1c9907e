import '@mantine/core/styles.css';
import './global.css';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App.tsx';
import { reportError, startErrorReporting } from './lib/error-reporting.ts';
import { markChunkLoadError } from './lib/reload-once.ts';
import { routes } from './routes.tsx';

startErrorReporting();
// Vite's signal that code for a page could not be fetched (a deploy replaced it). The error goes
// on to the error page, which reloads once for the new version.
window.addEventListener('vite:preloadError', (event) => {
  markChunkLoadError((event as Event & { payload?: unknown }).payload);
});

const root = document.getElementById('root');
if (root) {
  // Errors outside every route's error page (the providers themselves) are reported too.
  const options = {
    onUncaughtError: (error: unknown, info: ErrorInfo) => {
      console.error(error, info.componentStack);
      reportError(error, 'uncaught');
    },
  };
  const app = (
    <App>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>
  );
  // The landing page comes with its HTML already rendered (prerender.tsx): take it over in place.
  if (root.firstElementChild) hydrateRoot(root, app, options);
  else createRoot(root, options).render(app);
}
