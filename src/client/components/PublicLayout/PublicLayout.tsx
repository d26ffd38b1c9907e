// The frame of every public page: a header (the Porchlight brand mark, and Sign in at the top
// right) and a footer (trust badges, company and legal links, how to reach us, and the reminder
// that Porchlight is not a medical or emergency service).
import { Box, Button, Container, Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClockHour4,
  IconHeartHandshake,
  IconMail,
  IconPhone,
  IconSparkles,
} from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../shared/brand.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { publicConfig } from '../../lib/public-config.ts';
import { BrandMark } from '../BrandMark/BrandMark.tsx';
import { telHref } from '../CallMeButton/CallMeButton.tsx';
import { FadeLink, isPlainClick } from '../PageFade/FadeLink.tsx';
import { useFadeNavigate } from '../PageFade/PageFade.tsx';
import classes from './PublicLayout.module.css';

const COMPANY_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/safety', label: 'Safety and Crisis Protocol' },
];

const BADGES = [
  { label: 'Easy Setup', detail: 'Ready in minutes. No app or equipment.', icon: IconSparkles },
  { label: 'Always Available', detail: 'They can call any time, day or night.', icon: IconClockHour4 },
  {
    label: 'Trusted by Families',
    detail: 'Made for parents and the children who love them.',
    icon: IconHeartHandshake,
  },
];

/** Sets the tab title while the page is shown, and puts the previous one back after. */
function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

export function PublicHeader() {
  const navigate = useFadeNavigate();
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <BrandMark />
        <Group gap="lg" wrap="nowrap">
          <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Main">
            <FadeLink to="/about" className={classes.navLink}>
              About
            </FadeLink>
            <FadeLink to="/contact" className={classes.navLink}>
              Contact
            </FadeLink>
          </Group>
          <Button
            component="a"
            href="/login"
            variant="default"
            radius="xl"
            size="md"
            className={classes.signIn}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              trackEvent('button_click', { category: 'header', label: 'sign_in' });
              navigate('/login');
            }}
          >
            Sign in
          </Button>
        </Group>
      </Container>
    </header>
  );
}

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className={classes.footerHeading}>{title}</h2>
      <ul className={classes.linkList}>
        {links.map((link) => (
          <li key={link.to}>
            <FadeLink to={link.to} className={classes.footerLink}>
              {link.label}
            </FadeLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PublicFooter() {
  const { supportEmail, supportPhone } = publicConfig;
  return (
    <footer className={classes.footer}>
      <div className={classes.badgeBand}>
        <Container size="lg">
          <ul className={classes.badges}>
            {BADGES.map(({ label, detail, icon: Icon }) => (
              <li key={label} className={classes.badge}>
                <ThemeIcon size={52} radius="xl" variant="filled" className={classes.badgeIcon}>
                  <Icon size={28} stroke={1.8} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={700} fz="lg" lh={1.3}>
                    {label}
                  </Text>
                  <Text fz="md" className={classes.muted}>
                    {detail}
                  </Text>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </div>

      <Container size="lg" className={classes.footerMain}>
        <div className={classes.footerGrid}>
          <div className={classes.about}>
            <BrandMark />
            <Text fz="md" mt="sm" className={classes.muted}>
              A caring AI companion that phones your parent every day, and keeps the family in the loop.
            </Text>
          </div>
          <FooterLinks title="Company" links={COMPANY_LINKS} />
          <FooterLinks title="Legal" links={LEGAL_LINKS} />
          {(supportEmail || supportPhone) && (
            <div className={classes.contact}>
              <h2 className={classes.footerHeading}>Get in touch</h2>
              <ul className={classes.linkList}>
                {supportEmail && (
                  <li>
                    <a href={`mailto:${supportEmail}`} className={classes.contactLink}>
                      <IconMail size={20} aria-hidden />
                      <span>{supportEmail}</span>
                    </a>
                  </li>
                )}
                {supportPhone && (
                  <li>
                    <a href={telHref(supportPhone)} className={classes.contactLink}>
                      <IconPhone size={20} aria-hidden />
                      <span>{supportPhone}</span>
                    </a>
                  </li>
                )}
              </ul>
            </div>
          )}
        </div>

        <div className={classes.bottom}>
          <p className={classes.disclaimer}>
            <IconAlertTriangle size={22} aria-hidden className={classes.disclaimerIcon} />
            <span>
              {PRODUCT_NAME} is a companion service, not a medical or emergency service. In an emergency, call
              911.
            </span>
          </p>
          <Text fz="sm" className={`${classes.muted} ${classes.copyright}`}>
            © 2026 {PRODUCT_NAME} · Made in Pennsylvania
          </Text>
        </div>
      </Container>
    </footer>
  );
}

/** Header, the page, footer. `title` becomes the browser tab's title. */
export function PublicLayout({ title, children }: { title?: string; children: ReactNode }) {
  const tabTitle = !title || title.includes(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`;
  usePageTitle(tabTitle);
  return (
    <Box className={classes.page}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <PublicFooter />
    </Box>
  );
}
