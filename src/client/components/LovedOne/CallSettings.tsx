// The daily call time and time zone, and how the family hears about ordinary calls. The time
// is learned from the loved one's first call; after that the family can move it anywhere inside
// the calling window. The zone can change where the state or country has two.
import { Alert, Button, Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DAILY_CALL_EARLIEST, DAILY_CALL_LATEST, type UpdateMode } from '../../../shared/family.ts';
import type { PhoneNumber } from '../../../shared/phone-number.ts';
import { spokenTime } from '../../../shared/spoken-time.ts';
import { serverMessage } from '../../lib/errors.ts';
import { publicConfig } from '../../lib/public-config.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { zoneLabel } from '../PhoneDialog/zone-label.ts';
import { displayNumber, possessive, timeOptions } from './words.ts';
import { SectionCard } from './SectionCard.tsx';

const CALL_TIMES = timeOptions(DAILY_CALL_EARLIEST, DAILY_CALL_LATEST, 5);
const DIGEST_TIMES = timeOptions('06:00', '23:30', 30);

/** The options, with the current value kept even when it is off the grid. */
function withCurrent(options: { value: string; label: string }[], current: string | null) {
  if (!current || options.some((o) => o.value === current)) return options;
  return [...options, { value: current, label: spokenTime(current) }].sort((a, b) =>
    a.value.localeCompare(b.value),
  );
}

export function CallSettings({ phone }: { phone: PhoneNumber }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.lovedOnes.updateSettings.mutationOptions());
  const [callTime, setCallTime] = useState<string | null>(phone.daily_call_time);
  const [zone, setZone] = useState(phone.timezone);
  const [mode, setMode] = useState<UpdateMode>(phone.update_mode);
  const [digestTime, setDigestTime] = useState(phone.digest_time);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const started = phone.daily_call_time !== null;
  const changed =
    (started && callTime !== phone.daily_call_time) ||
    zone !== phone.timezone ||
    mode !== phone.update_mode ||
    (mode === 'daily_digest' && digestTime !== phone.digest_time);
  const their = `${possessive(phone.name)} time`;
  const service = publicConfig.servicePhone ? displayNumber(publicConfig.servicePhone) : 'Porchlight';

  const save = async () => {
    setError(null);
    setSaved(false);
    try {
      await update.mutateAsync({
        number: phone.number,
        ...(started && callTime && callTime !== phone.daily_call_time ? { daily_call_time: callTime } : {}),
        ...(zone !== phone.timezone ? { timezone: zone } : {}),
        update_mode: mode,
        ...(mode === 'daily_digest' ? { digest_time: digestTime } : {}),
      });
      setSaved(true);
      // The card and the status line read the list, and the dashboard its page: both are refetched.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.phoneNumbers.list.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.dashboard.page.queryKey() }),
      ]);
    } catch (e) {
      setError(serverMessage(e) ?? 'We could not save these settings. Please try again.');
    }
  };

  return (
    <SectionCard titleId="settings-title" title="Daily call and updates" gap="md">
      <Stack gap={6}>
        <Title order={3} fz="md">
          Daily call
        </Title>
        {started ? (
          <>
            <Text size="sm" c="dimmed">
              Porchlight calls {phone.name} once a day at this time ({their}), between 8 AM and 9 PM.
            </Text>
            <Select
              label="Call time"
              data={withCurrent(CALL_TIMES, phone.daily_call_time)}
              value={callTime}
              onChange={(v) => v && setCallTime(v)}
              allowDeselect={false}
              searchable
              maxDropdownHeight={260}
              comboboxProps={{ withinPortal: true }}
              w={{ base: '100%', xs: 220 }}
            />
          </>
        ) : (
          <Text data-testid="call-time-waiting">
            Daily calls start after {phone.name} first calls {service}. They will be at the time of that first
            call, and you can change it after that.
          </Text>
        )}
      </Stack>

      {phone.timezone_choices.length > 1 ? (
        <Select
          label="Time zone"
          description={`${phone.name} lives where there are two time zones: choose theirs.`}
          data={phone.timezone_choices.map((z) => ({ value: z, label: zoneLabel(z) }))}
          value={zone}
          onChange={(v) => v && setZone(v)}
          allowDeselect={false}
        />
      ) : (
        <Text size="sm">
          <Text span fw={700}>
            Time zone:{' '}
          </Text>
          {zoneLabel(phone.timezone)}
        </Text>
      )}

      <Radio.Group
        label="Updates after ordinary calls"
        description="Urgent alerts, such as an emergency, are always sent at once."
        value={mode}
        onChange={(v) => setMode(v === 'daily_digest' ? 'daily_digest' : 'each_call')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="each_call" label="After each call" />
          <Radio value="daily_digest" label={`One daily digest at ${spokenTime(digestTime)}`} />
        </Stack>
      </Radio.Group>
      {mode === 'daily_digest' && (
        <Select
          label="Digest time"
          description={`In ${their}.`}
          data={withCurrent(DIGEST_TIMES, digestTime)}
          value={digestTime}
          onChange={(v) => v && setDigestTime(v)}
          allowDeselect={false}
          searchable
          maxDropdownHeight={260}
          w={{ base: '100%', xs: 220 }}
        />
      )}
      {!phone.general_updates && (
        <Text size="sm" c="dimmed">
          General updates are off for {phone.name}, so neither is sent. Turn them on with Update on the
          dashboard.
        </Text>
      )}

      {error && (
        <Alert color="red" variant="light" role="alert" py="xs">
          <Text c="red.9" size="sm">
            {error}
          </Text>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {saved && !changed && (
          <Text c="green.9" fw={600} role="status">
            Saved
          </Text>
        )}
        <Button onClick={() => void save()} loading={update.isPending} disabled={!changed}>
          Save
        </Button>
      </Group>
    </SectionCard>
  );
}
