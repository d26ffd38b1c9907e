import { Paper, SimpleGrid, Text } from '@mantine/core';

function Stat({ label, value, unit }: { label: string; value: number | null; unit?: string }) {
  return (
    <Paper withBorder radius="lg" p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} mt={4}>
        {value === null ? '—' : value}
        {unit && value !== null && (
          <Text span size="sm" c="dimmed" fw={500} ml={6}>
            {unit}
          </Text>
        )}
      </Text>
    </Paper>
  );
}

/** Daily Usage (minutes), Remaining (minutes left) and Monthly Calls. */
export function QuickStats({
  dailyUsage,
  remaining,
  monthlyCalls,
}: {
  dailyUsage: number | null;
  remaining: number | null;
  monthlyCalls: number | null;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <Stat label="Daily Usage" value={dailyUsage} unit="minutes" />
      <Stat label="Remaining" value={remaining} unit="minutes" />
      <Stat label="Monthly Calls" value={monthlyCalls} unit={monthlyCalls === 1 ? 'call' : 'calls'} />
    </SimpleGrid>
  );
}
