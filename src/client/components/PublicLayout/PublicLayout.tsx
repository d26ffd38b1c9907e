// Header (brand, Sign in at the top right) and footer (trust badges, legal and company links)
// shared by every public page.
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClock, IconHeartHandshake, IconSettingsCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FadeLink } from '../PageFade/FadeLink.tsx';
import { useFadeNavigate } from '../PageFade/PageFade.tsx';
import classes from './PublicLayout.module.css';

const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
];

const BADGES = [
  { label: 'Easy Setup', icon: IconSettingsCheck },
  { label: 'Always Available', icon: IconClock },
  { label: 'Trusted by Families', icon: IconHeartHandshake },
];

export function BrandMark() {
  return (
    <FadeLink to="/" underline="never" className={classes.brand} aria-label="Porchlight home">
      <img src="/favicon.svg" alt="" width={36} height={36} />
      <span>Porchlight</span>
    </FadeLink>
  );
}

export function PublicHeader() {
  const navigate = useFadeNavigate();
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <BrandMark />
        <Anchor
          href="/login"
          className={classes.signIn}
          underline="never"
          onClick={(e) => {
            e.preventDefault();
            navigate('/login');
          }}
        >
          Sign in
        </Anchor>
      </Container>
    </header>
  );
}

export function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="xl">
          {BADGES.map(({ label, icon: Icon }) => (
            <Group key={label} gap="sm" wrap="nowrap" justify="center" className={classes.badge}>
              <ThemeIcon size={40} radius="xl" variant="light">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <Text fw={600}>{label}</Text>
            </Group>
          ))}
        </SimpleGrid>
        <Group justify="center" gap="lg" className={classes.links}>
          {FOOTER_LINKS.map((link) => (
            <FadeLink key={link.to} to={link.to} c="dark">
              {link.label}
            </FadeLink>
          ))}
        </Group>
        <Stack gap={4} mt="lg" align="center">
          <Text size="sm" c="dimmed" ta="center" maw={640}>
            Porchlight is a companion service, not a medical or emergency service. In an emergency, call 911.
          </Text>
          <Text size="sm" c="dimmed">
            © 2026 Porchlight · Made in Pennsylvania
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box className={classes.page}>
      <PublicHeader />
      <main className={classes.main}>{children}</main>
      <PublicFooter />
    </Box>
  );
}
