// Pieces every admin list shares: its loading and empty states, and the row's action button.
import { Button, Center, Loader, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function ListLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}

export function RowButton({
  icon,
  onClick,
  fullWidth,
  children,
}: {
  icon: ReactNode;
  onClick: () => void;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  return (
    <Button variant="light" size="sm" leftSection={icon} onClick={onClick} fullWidth={fullWidth}>
      {children}
    </Button>
  );
}
