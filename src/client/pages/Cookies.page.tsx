// /cookies: every cookie Porchlight may set, what it does, and how long it lasts.
import { CookieTable, type CookieRow } from '../components/CookieTable/CookieTable.tsx';
import { FadeLink } from '../components/PageFade/FadeLink.tsx';
import { StaticPage, type PageSection } from '../components/StaticPage/StaticPage.tsx';

const ESSENTIAL: CookieRow[] = [
  {
    name: 'porchlight_session',
    technical: true,
    purpose: 'Keeps you signed in. It is HttpOnly, so scripts on the page cannot read it.',
    lifetime: '7 days',
  },
  {
    name: 'Anti-forgery token',
    purpose: 'Protects your account from requests that other websites try to send in your name.',
    lifetime: 'Session',
    lifetimeNote: 'Ends when you close your browser',
  },
  {
    name: 'Language preference',
    purpose: 'Remembers the language you chose for the site.',
    lifetime: '30 days',
  },
  {
    name: 'Admin session',
    purpose: 'Keeps Porchlight administrators signed in to the admin panel. Only administrators get it.',
    lifetime: '4 hours',
  },
];

const OPTIONAL: CookieRow[] = [
  {
    name: 'Analytics',
    purpose:
      'Counts visits and pages viewed, so we can see what helps people. Only set when analytics is enabled.',
    lifetime: '13 months',
  },
  {
    name: 'Support chat',
    purpose: 'Keeps a conversation with our support team open as you move from page to page.',
    lifetime: '13 months',
  },
  {
    name: 'Advertising',
    purpose: 'Tells us whether one of our advertisements brought you here.',
    lifetime: '7 days',
  },
];

const SECTIONS: PageSection[] = [
  {
    title: 'What cookies are',
    content: (
      <p>
        Cookies are small text files that a website asks your browser to keep. They let the site remember
        things between pages and visits, such as the fact that you are signed in. Porchlight uses as few as it
        can.
      </p>
    ),
  },
  {
    title: 'The cookies we use',
    content: (
      <>
        <p>
          Essential cookies are needed for signing in and keeping your account safe. Optional cookies help us
          improve the site, offer support chat and measure our advertising.
        </p>
        <CookieTable essential={ESSENTIAL} optional={OPTIONAL} />
      </>
    ),
  },
  {
    title: 'Your choices',
    content: (
      <>
        <p>
          Without the session cookie you cannot stay signed in, so please allow it. You can block or delete
          the optional cookies in your browser settings at any time, and Porchlight will still work.
        </p>
        <p>
          Most browsers explain how in their Help menu, usually under “Privacy” or “Cookies and site data”.
        </p>
      </>
    ),
  },
  {
    title: 'More information',
    content: (
      <p>
        Our <FadeLink to="/privacy">Privacy Policy</FadeLink> explains how we handle your information. If you
        have a question about cookies, please <FadeLink to="/contact">contact us</FadeLink>.
      </p>
    ),
  },
];

export default function CookiesPage() {
  return (
    <StaticPage
      title="Cookie Policy"
      intro="Which cookies Porchlight uses, what each one does, and how long it lasts."
      sections={SECTIONS}
    />
  );
}
