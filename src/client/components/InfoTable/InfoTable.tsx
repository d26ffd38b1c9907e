// A simple two-column table for the policy pages (what, and how long, say).
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './InfoTable.module.css';

export function InfoTable({
  headers,
  rows,
  fitLabels = false,
}: {
  headers: [string, string];
  rows: { label: string; value: ReactNode }[];
  /** Short labels (a country, say): their column is as narrow as they are, not half the table. */
  fitLabels?: boolean;
}) {
  return (
    <div className={classes.wrap}>
      <Table verticalSpacing="md" horizontalSpacing="md" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{headers[0]}</Table.Th>
            <Table.Th scope="col">{headers[1]}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" className={classes.label} data-fit={fitLabels || undefined}>
                {row.label}
              </Table.Th>
              <Table.Td className={classes.value}>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
