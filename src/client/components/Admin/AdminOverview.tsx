// Overview: the platform at a glance and the five most recent calls.
import { ListEmpty, ListLoading } from './ListParts.tsx';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDuration, type AdminCallItem, type AdminStats } from '../../../shared/admin.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { HealthBadge } from './AdminBadges.tsx';
import { CallCards } from './CallRows.tsx';
import { formatDollars } from './format.ts';

function StatCard({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      role="group"
      aria-label={label}
      style={wide ? { gridColumn: '1 / -1' } : undefined}
    >
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="div" fz={{ base: 24, sm: 28 }} fw={700} lh={1.2} mt={4}>
        {children}
      </Text>
    </Paper>
  );
}

export function StatCards({ stats }: { stats: AdminStats | undefined }) {
  const show = (render: (s: AdminStats) => ReactNode) => (stats ? render(stats) : '—');
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <StatCard label="Total Users">{show((s) => count(s.totalUsers))}</StatCard>
      <StatCard label="Active Subscriptions">{show((s) => count(s.activeSubscriptions))}</StatCard>
      <StatCard label="Calls Today">{show((s) => count(s.callsToday))}</StatCard>
      <StatCard label="Active Connections">{show((s) => count(s.activeConnections))}</StatCard>
      <StatCard label="Monthly Revenue">{show((s) => formatDollars(s.monthlyRevenue))}</StatCard>
      <StatCard label="Avg Call Duration">{show((s) => formatDuration(s.averageCallDuration))}</StatCard>
      <StatCard label="Missed Call Alerts">{show((s) => count(s.missedCallAlerts))}</StatCard>
      {/* Emergency and self-harm events, counted as the AI-companion laws require. */}
      <StatCard label="Crisis Referrals">
        {show((s) => (
          <>
            <span>{count(s.crisisReferralsMonth)}</span>
            <Text size="sm" c="dimmed" fw={500} lh={1.35} mt={2}>
              {count(s.crisisReferralsYear)} this year
            </Text>
          </>
        ))}
      </StatCard>
      {/* A row of its own, so its notes have room to be read. */}
      <StatCard label="System Health" wide>
        {show((s) => (
          <>
            <HealthBadge health={s.systemHealth} />
            {s.healthNotes.length > 0 && (
              <Stack gap={2} mt={6}>
                {s.healthNotes.map((note) => (
                  <Text key={note} size="sm" fw={400} lh={1.35}>
                    {note}
                  </Text>
                ))}
              </Stack>
            )}
          </>
        ))}
      </StatCard>
    </SimpleGrid>
  );
}

export function AdminOverview({
  refetchInterval,
  onViewDetails,
}: {
  refetchInterval: number | false;
  onViewDetails: (call: AdminCallItem) => void;
}) {
  const trpc = useTRPC();
  const stats = useQuery(trpc.admin.stats.queryOptions(undefined, { refetchInterval }));
  const recent = useQuery(trpc.admin.recentCalls.queryOptions(undefined, { refetchInterval }));

  return (
    <Stack gap="xl">
      <StatCards stats={stats.data} />
      <section aria-labelledby="recent-calls-heading">
        <Title order={2} fz="xl" mb="sm" id="recent-calls-heading">
          Recent Calls
        </Title>
        {recent.isPending ? (
          <ListLoading label="Loading recent calls" />
        ) : !recent.data || recent.data.length === 0 ? (
          <ListEmpty>No calls yet.</ListEmpty>
        ) : (
          <CallCards calls={recent.data} showName onViewDetails={onViewDetails} />
        )}
      </section>
    </Stack>
  );
}
