import { Center, Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Server-side pages; hidden when everything fits on one. */
export function AdminPagination({
  total,
  pageSize,
  page,
  onChange,
  label,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const phone = useMediaQuery('(max-width: 30em)');
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  return (
    <Center component="nav" aria-label={label} mt="md">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={phone ? 0 : 1}
        boundaries={1}
        size="md"
        getControlProps={(control) => ({
          'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
        })}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
      />
    </Center>
  );
}
