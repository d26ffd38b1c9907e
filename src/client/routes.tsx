import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageId } from '../shared/page-routes.ts';
import { PublicOnly, RequireUser } from './components/Guards/Guards.tsx';
import { PageFade, PageFadeProvider } from './components/PageFade/PageFade.tsx';
import { trackPageView } from './lib/analytics.ts';
import ErrorPage from './pages/Error.page.tsx';
import LandingPage from './pages/Landing.page.tsx';

// The landing page (and the error page) ship in the main bundle; everything else loads on demand.
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

function Root() {
  const location = useLocation();
  useEffect(() => {
    trackPageView(location.pathname);
  }, [location.pathname]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  return (
    <PageFadeProvider>
      <Suspense
        fallback={
          <Center h="60vh">
            <Loader aria-label="Loading" />
          </Center>
        }
      >
        <PageFade key={location.pathname}>
          <Outlet />
        </PageFade>
      </Suspense>
    </PageFadeProvider>
  );
}

const protectedPage = (node: ReactNode) => <RequireUser>{node}</RequireUser>;

/** Each page of the shared list (src/shared/page-routes.ts); the compiler wants every one. */
const pages: Record<PageId, ReactNode> = {
  landing: <LandingPage />,
  login: <PublicOnly>{page(() => import('./pages/Login.page.tsx'))}</PublicOnly>,
  onboarding: <RequireUser onboarding>{page(() => import('./pages/Onboarding.page.tsx'))}</RequireUser>,
  dashboard: protectedPage(page(() => import('./pages/Dashboard.page.tsx'))),
  checkoutReturn: protectedPage(page(() => import('./pages/Dashboard.page.tsx'))),
  lovedOne: protectedPage(page(() => import('./pages/LovedOne.page.tsx'))),
  localCheckout: protectedPage(page(() => import('./pages/LocalCheckout.page.tsx'))),
  localPortal: protectedPage(page(() => import('./pages/LocalPortal.page.tsx'))),
  // Behind the admin password, not the account sign-in (the page shows its own login).
  admin: page(() => import('./pages/Admin.page.tsx')),
  devPhone: page(() => import('./pages/DevPhone.page.tsx')),
  privacy: page(() => import('./pages/Privacy.page.tsx')),
  terms: page(() => import('./pages/Terms.page.tsx')),
  cookies: page(() => import('./pages/Cookies.page.tsx')),
  safety: page(() => import('./pages/Safety.page.tsx')),
  about: page(() => import('./pages/About.page.tsx')),
  contact: page(() => import('./pages/Contact.page.tsx')),
};

export const routes: RouteObject[] = [
  {
    element: <Root />,
    // A page that fails (a render error, or code gone after a deploy) shows a kind page.
    errorElement: <ErrorPage />,
    children: [
      ...(Object.keys(PAGE_ROUTES) as PageId[]).map((id) => ({ path: PAGE_ROUTES[id], element: pages[id] })),
      // The server answers 404 for these addresses; the page says so too.
      { path: '*', element: page(() => import('./pages/NotFound.page.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
