import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageId } from '../shared/page-routes.ts';
import { PageFade, PageFadeProvider } from './components/PageFade/PageFade.tsx';
import { trackPageView } from './lib/analytics.ts';
import ErrorPage from './pages/Error.page.tsx';
import LandingPage from './pages/Landing.page.tsx';

// The landing page (and the error page) ship in the main bundle; every other page loads on demand,
// together with the server clients (ApiProviders) and its route guard, which the landing page
// never needs. The three load at once, not one after the other.
type PageModule = { default: ComponentType };
type Guard = 'user' | 'onboarding' | 'public-only';

const page = (load: () => Promise<PageModule>, guard?: Guard) => {
  const Page = lazy(async (): Promise<PageModule> => {
    const [{ ApiProviders }, guards, { default: Inner }] = await Promise.all([
      import('./components/ApiProviders/ApiProviders.tsx'),
      guard ? import('./components/Guards/Guards.tsx') : null,
      load(),
    ]);
    let content = <Inner />;
    if (guards && guard === 'public-only') content = <guards.PublicOnly>{content}</guards.PublicOnly>;
    else if (guards) {
      content = <guards.RequireUser onboarding={guard === 'onboarding'}>{content}</guards.RequireUser>;
    }
    return { default: () => <ApiProviders>{content}</ApiProviders> };
  });
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
        <PageFade>
          <Outlet />
        </PageFade>
      </Suspense>
    </PageFadeProvider>
  );
}

/** Each page of the shared list (src/shared/page-routes.ts); the compiler wants every one. */
const pages: Record<Exclude<PageId, 'landing'>, ReactNode> = {
  login: page(() => import('./pages/Login.page.tsx'), 'public-only'),
  onboarding: page(() => import('./pages/Onboarding.page.tsx'), 'onboarding'),
  dashboard: page(() => import('./pages/Dashboard.page.tsx'), 'user'),
  checkoutReturn: page(() => import('./pages/Dashboard.page.tsx'), 'user'),
  lovedOne: page(() => import('./pages/LovedOne.page.tsx'), 'user'),
  localCheckout: page(() => import('./pages/LocalCheckout.page.tsx'), 'user'),
  localPortal: page(() => import('./pages/LocalPortal.page.tsx'), 'user'),
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
      { path: PAGE_ROUTES.landing, element: <LandingPage /> },
      ...(Object.keys(pages) as (keyof typeof pages)[]).map((id) => ({
        path: PAGE_ROUTES[id],
        element: pages[id],
      })),
      // The server answers 404 for these addresses; the page says so too.
      { path: '*', element: page(() => import('./pages/NotFound.page.tsx')) },
    ],
  },
];
