import { Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FadeLink } from '../PageFade/FadeLink.tsx';
import { PublicLayout } from '../PublicLayout/PublicLayout.tsx';
import classes from './StaticPage.module.css';

export const LAST_UPDATED = 'November 23, 2026';

/** Legal and company pages: Back to Home, the title, a 'Last updated' line, then the text. */
export function StaticPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PublicLayout>
      <Container size={780} py={{ base: 32, sm: 56 }}>
        <FadeLink to="/" className={classes.back}>
          <IconArrowLeft size={18} aria-hidden /> Back to Home
        </FadeLink>
        <Title order={1} mt="md" fz={{ base: 30, sm: 40 }}>
          {title}
        </Title>
        <Text c="dimmed" mt={6} mb="xl">
          Last updated: {LAST_UPDATED}
        </Text>
        {intro && (
          <Text fz="lg" mb="xl">
            {intro}
          </Text>
        )}
        <Stack gap="xl" className={classes.body}>
          {children}
        </Stack>
      </Container>
    </PublicLayout>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} fz={{ base: 21, sm: 24 }} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}
