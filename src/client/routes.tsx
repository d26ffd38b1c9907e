import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, useLocation } from 'react-router';
import { PublicOnly, RequireUser } from './components/Guards/Guards.tsx';
import { PageFade, PageFadeProvider } from './components/PageFade/PageFade.tsx';
import { trackPageView } from './lib/analytics.ts';
import LandingPage from './pages/Landing.page.tsx';

// The landing page ships in the main bundle; everything else loads on demand.
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

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <PublicOnly>{page(() => import('./pages/Login.page.tsx'))}</PublicOnly> },
      {
        path: '/onboarding',
        element: <RequireUser onboarding>{page(() => import('./pages/Onboarding.page.tsx'))}</RequireUser>,
      },
      { path: '/dashboard', element: protectedPage(page(() => import('./pages/Dashboard.page.tsx'))) },
      {
        path: '/dashboard/:sessionId',
        element: protectedPage(page(() => import('./pages/Dashboard.page.tsx'))),
      },
      {
        path: '/local-pay/checkout/:id',
        element: protectedPage(page(() => import('./pages/LocalCheckout.page.tsx'))),
      },
      {
        path: '/local-pay/portal',
        element: protectedPage(page(() => import('./pages/LocalPortal.page.tsx'))),
      },
      // Behind the admin password, not the account sign-in (the page shows its own login).
      { path: '/admin', element: page(() => import('./pages/Admin.page.tsx')) },
      { path: '/dev/phone', element: page(() => import('./pages/DevPhone.page.tsx')) },
      { path: '/privacy', element: page(() => import('./pages/Privacy.page.tsx')) },
      { path: '/terms', element: page(() => import('./pages/Terms.page.tsx')) },
      { path: '/cookies', element: page(() => import('./pages/Cookies.page.tsx')) },
      { path: '/safety', element: page(() => import('./pages/Safety.page.tsx')) },
      { path: '/about', element: page(() => import('./pages/About.page.tsx')) },
      { path: '/contact', element: page(() => import('./pages/Contact.page.tsx')) },
      { path: '*', element: page(() => import('./pages/NotFound.page.tsx')) },
    ],
  },
]);
