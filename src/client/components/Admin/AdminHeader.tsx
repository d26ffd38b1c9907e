// Title, Auto-update, Refresh and Logout (spec section 2 Admin panel, section 4 Admin auto-update).
import { Box, Button, Container, Group, Switch, Text, Title } from '@mantine/core';
import { IconLogout, IconRefresh } from '@tabler/icons-react';
import { BrandMark } from '../BrandMark/BrandMark.tsx';
import classes from './Admin.module.css';

export function AdminHeader({
  autoUpdate,
  onAutoUpdateChange,
  onRefresh,
  refreshing,
  onLogout,
}: {
  autoUpdate: boolean;
  onAutoUpdateChange: (on: boolean) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onLogout: () => void;
}) {
  return (
    <header>
      <Box className={classes.topbar}>
        <Container size="xl" className={classes.topbarInner}>
          <BrandMark />
          <Button variant="default" leftSection={<IconLogout size={18} />} onClick={onLogout}>
            Logout
          </Button>
        </Container>
      </Box>
      <Container size="xl" pt="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              Admin Panel
            </Title>
            <Text c="dimmed" mt={4}>
              System monitoring and management
            </Text>
          </div>
          <Group gap="md">
            <Switch
              size="md"
              label="Auto-update"
              checked={autoUpdate}
              onChange={(e) => onAutoUpdateChange(e.currentTarget.checked)}
            />
            <Button
              variant="light"
              leftSection={<IconRefresh size={18} />}
              loading={refreshing}
              onClick={onRefresh}
            >
              Refresh
            </Button>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
