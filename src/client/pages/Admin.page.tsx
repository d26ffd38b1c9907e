// /admin: the admin panel behind its own password (spec sections 2, 4 and 6). Not behind the
// account sign-in: an administrator need not have an account.
import { Box, Center, Container, Loader, Paper, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconPhoneCall, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ADMIN_AUTO_REFRESH_MS,
  ADMIN_MESSAGES,
  type AdminCallItem,
  type AdminUserItem,
} from '../../shared/admin.ts';
import { AdminHeader } from '../components/Admin/AdminHeader.tsx';
import { AdminLogin } from '../components/Admin/AdminLogin.tsx';
import { AdminOverview } from '../components/Admin/AdminOverview.tsx';
import { AdminUsers } from '../components/Admin/AdminUsers.tsx';
import { CallDetailsModal } from '../components/Admin/CallDetailsModal.tsx';
import { CallLogs, type CallFilter } from '../components/Admin/CallLogs.tsx';
import classes from '../components/Admin/Admin.module.css';
import { useAdminSession } from '../hooks/useAdminSession.ts';
import { useTRPC } from '../lib/trpc.ts';

type Tab = 'overview' | 'calls' | 'users';
const isTab = (value: string | null): value is Tab =>
  value === 'overview' || value === 'calls' || value === 'users';

function AdminPanel({ onLogout }: { onLogout: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('overview');
  const [autoUpdate, setAutoUpdate] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [callFilter, setCallFilter] = useState<CallFilter | null>(null);
  const [callPage, setCallPage] = useState(1);
  const [userQuery, setUserQuery] = useState({ search: '', page: 1 });
  const [details, setDetails] = useState<{ call: AdminCallItem | null; opened: boolean }>({
    call: null,
    opened: false,
  });
  const refetchInterval = autoUpdate ? ADMIN_AUTO_REFRESH_MS : false;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries(trpc.admin.pathFilter());
    } finally {
      setRefreshing(false);
    }
  };

  const viewDetails = (call: AdminCallItem) => setDetails({ call, opened: true });
  const viewCalls = (user: AdminUserItem) => {
    setCallFilter({ userId: user.id, label: user.name.trim() || user.email });
    setCallPage(1);
    setTab('calls');
  };

  return (
    <Box className={classes.panel}>
      <AdminHeader
        autoUpdate={autoUpdate}
        onAutoUpdateChange={setAutoUpdate}
        onRefresh={() => void refresh()}
        refreshing={refreshing}
        onLogout={onLogout}
      />
      <Container component="main" size="xl" py="lg">
        <Tabs
          value={tab}
          onChange={(value) => isTab(value) && setTab(value)}
          keepMounted={false}
          classNames={{ tabSection: classes.tabIcon }}
        >
          <Tabs.List mb="lg" className={classes.tabsList}>
            <Tabs.Tab value="overview" leftSection={<IconChartBar size={18} />} fz="md">
              Overview
            </Tabs.Tab>
            <Tabs.Tab value="calls" leftSection={<IconPhoneCall size={18} />} fz="md">
              Call Logs
            </Tabs.Tab>
            <Tabs.Tab value="users" leftSection={<IconUsers size={18} />} fz="md">
              Users
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">
            <AdminOverview refetchInterval={refetchInterval} onViewDetails={viewDetails} />
          </Tabs.Panel>
          <Tabs.Panel value="calls">
            <CallLogs
              filter={callFilter}
              onClearFilter={() => {
                setCallFilter(null);
                setCallPage(1);
              }}
              page={callPage}
              onPageChange={setCallPage}
              refetchInterval={refetchInterval}
              onViewDetails={viewDetails}
            />
          </Tabs.Panel>
          <Tabs.Panel value="users">
            <AdminUsers
              search={userQuery.search}
              onSearch={(search) =>
                setUserQuery((current) => (current.search === search ? current : { search, page: 1 }))
              }
              page={userQuery.page}
              onPageChange={(page) => setUserQuery((current) => ({ ...current, page }))}
              refetchInterval={refetchInterval}
              onViewCalls={viewCalls}
            />
          </Tabs.Panel>
        </Tabs>
      </Container>
      <CallDetailsModal
        call={details.call}
        opened={details.opened}
        onClose={() => setDetails((current) => ({ ...current, opened: false }))}
        refetchInterval={refetchInterval}
      />
    </Box>
  );
}

function AdminDisabled() {
  return (
    <Box component="main" className={classes.page}>
      <Container size={520} py={{ base: 32, sm: 64 }}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} fz={{ base: 26, sm: 30 }} ta="center">
            Admin Panel
          </Title>
          <Text mt="md" ta="center" role="status">
            {ADMIN_MESSAGES.disabled}
          </Text>
        </Paper>
      </Container>
    </Box>
  );
}

export default function AdminPage() {
  const { status, login, logout } = useAdminSession();
  if (status === 'loading') {
    return (
      <Center h="60vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (status === 'disabled') return <AdminDisabled />;
  if (status === 'signed-out') return <AdminLogin onLogin={login} />;
  return <AdminPanel onLogout={logout} />;
}
