import { Pagination, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Server-side pages (the controls hidden when everything fits on one) and where this page sits. */
export function AdminPagination({
  total,
  pageSize,
  page,
  onChange,
  label,
  noun,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
  /** What is counted, plural: 'calls', 'users'. */
  noun: string;
}) {
  const phone = useMediaQuery('(max-width: 30em)');
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(page, pages);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  const count = total.toLocaleString('en-US');
  const summary =
    pages <= 1
      ? `${count} ${noun}`
      : `Showing ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${count} ${noun}`;
  return (
    <Stack component="nav" aria-label={label} mt="md" gap={6} align="center">
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={onChange}
          siblings={phone ? 0 : 1}
          boundaries={1}
          size="md"
          getControlProps={(control) => ({
            'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
          })}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        />
      )}
      <Text size="sm" c="dimmed">
        {summary}
      </Text>
    </Stack>
  );
}
