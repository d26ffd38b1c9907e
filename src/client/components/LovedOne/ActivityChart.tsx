// The last 30 days at a glance: calls and minutes per day as bars, and the day's mood as a line
// on its own 1–5 scale on the right. A sentence under it says the same in words.
import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Alert, ColorSwatch, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ActivityDay } from '../../../shared/family.ts';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { moodWord } from './words.ts';
import { SectionCard } from './SectionCard.tsx';

export const CHART_DAYS = 30;

const SERIES = [
  { name: 'calls', label: 'Calls', type: 'bar', color: 'blue.7' },
  { name: 'minutes', label: 'Minutes', type: 'bar', color: 'porch.6' },
  {
    name: 'mood',
    label: 'Mood (right scale, 1 low – 5 bright)',
    type: 'line',
    color: 'teal.8',
    yAxisId: 'right',
  },
] as const satisfies readonly {
  name: string;
  label: string;
  type: 'bar' | 'line';
  color: string;
  yAxisId?: string;
}[];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 24" from "2026-11-24". */
function dayLabel(date: string): string {
  const [, month = '1', day = '1'] = date.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}`;
}

/** "In the last 30 days: 4 calls, 12 minutes of conversation; mood mostly Good." */
export function activitySentence(days: ActivityDay[]): string {
  const calls = days.reduce((n, d) => n + d.calls, 0);
  const minutes = days.reduce((n, d) => n + d.minutes, 0);
  if (calls === 0) return `No calls in the last ${days.length} days yet.`;
  const moods = days.flatMap((d) => (d.mood === null ? [] : [d.mood]));
  const average = moods.length ? moods.reduce((a, b) => a + b, 0) / moods.length : null;
  return (
    `In the last ${days.length} days: ${calls} call${calls === 1 ? '' : 's'}, ` +
    `${minutes} minute${minutes === 1 ? '' : 's'} of conversation` +
    (average === null ? '.' : `; average mood ${moodWord(average)}.`)
  );
}

export function ActivityChart({ phone }: { phone: PhoneNumber }) {
  const trpc = useTRPC();
  const activity = useQuery(trpc.lovedOnes.activity.queryOptions({ number: phone.number, days: CHART_DAYS }));
  const data = (activity.data ?? []).map((d) => ({ ...d, day: dayLabel(d.date) }));

  return (
    <SectionCard titleId="activity-title" title={`The last ${CHART_DAYS} days`}>
      {activity.isPending ? (
        <Loader aria-label="Loading the chart" />
      ) : activity.isError ? (
        <Alert color="red" variant="light" role="alert">
          We could not load the chart. Please reload the page.
        </Alert>
      ) : (
        <>
          <Text data-testid="activity-summary">{activitySentence(activity.data)}</Text>
          <div role="figure" aria-label={`Calls, minutes and mood over the last ${CHART_DAYS} days`}>
            <CompositeChart
              h={240}
              data={data}
              dataKey="day"
              data-testid="activity-chart"
              withRightYAxis
              maxBarWidth={14}
              connectNulls
              gridAxis="x"
              tickLine="none"
              yAxisProps={{ width: 28, allowDecimals: false }}
              rightYAxisProps={{ domain: [1, 5], ticks: [1, 2, 3, 4, 5], width: 22 }}
              xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
              series={[...SERIES]}
            />
            {/* The legend under the chart, wrapping on a phone (the chart's own does not). */}
            <Group gap="md" justify="center" mt="sm" data-testid="activity-legend">
              {SERIES.map((s) => (
                <Group key={s.name} gap={6} wrap="nowrap">
                  <ColorSwatch
                    color={`var(--mantine-color-${s.color.replace('.', '-')})`}
                    size={14}
                    radius={s.type === 'line' ? 'xl' : 'xs'}
                    withShadow={false}
                  />
                  <Text size="sm">{s.label}</Text>
                </Group>
              ))}
            </Group>
          </div>
        </>
      )}
    </SectionCard>
  );
}
