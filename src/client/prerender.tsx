// The landing page rendered to HTML on the server. `npm run build` makes a server-side build of
// this file (dist/prerender); the server renders it once when it starts, with its own public
// configuration (src/server/http/landing-html.ts), and puts the HTML inside #root for `/` only.
// On a slow phone the hero shows as soon as the HTML and CSS arrive, before the scripts have run;
// the browser then hydrates it (main.tsx).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PAGE_ROUTES } from '../shared/page-routes.ts';
import { App } from './App.tsx';
import { routes } from './routes.tsx';

export async function renderLanding(origin: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(PAGE_ROUTES.landing, origin)));
  if (context instanceof Response) throw new Error(`the landing page answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <App>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  // React puts a preload for each image it renders first; index.html's head already preloads the
  // two illustrations, and the rest (the logo) need none.
  return html.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, '');
}
