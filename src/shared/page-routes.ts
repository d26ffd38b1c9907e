// Every page of the single-page app, by path pattern. The browser's router
// (src/client/routes.tsx) is built from this list, and the server answers 200 for a path that
// matches one of these (with react-router's own matchPath) and 404 for any other, so the two
// cannot disagree about which addresses exist.
export const PAGE_ROUTES = {
  landing: '/',
  login: '/login',
  onboarding: '/onboarding',
  dashboard: '/dashboard',
  /** The return point after checkout. */
  checkoutReturn: '/dashboard/:sessionId',
  /** One loved one's calls, chart, notes, memories and call settings (?call={id} opens a call). */
  lovedOne: '/dashboard/loved-ones/:id',
  localCheckout: '/local-pay/checkout/:id',
  localPortal: '/local-pay/portal',
  admin: '/admin',
  devPhone: '/dev/phone',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  safety: '/safety',
  about: '/about',
  contact: '/contact',
} as const;

export type PageId = keyof typeof PAGE_ROUTES;
