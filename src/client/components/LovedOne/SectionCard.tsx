// One section of the loved-one view: a bordered card, its heading (which names the section for
// screen readers) and an optional line saying what it is for.
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionCard(props: {
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  gap?: 'sm' | 'md';
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} fz="xl" id={props.titleId}>
      {props.title}
    </Title>
  );
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={props.titleId}>
      <Stack gap={props.gap ?? 'sm'}>
        {props.description ? (
          <div>
            {heading}
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          </div>
        ) : (
          heading
        )}
        {props.children}
      </Stack>
    </Card>
  );
}
