// The Cookie Policy's table: each cookie, what it does and how long it lasts, essential ones
// first. On a phone the purpose moves under the name, so the table keeps two readable columns.
import { Table } from '@mantine/core';
import frame from '../InfoTable/InfoTable.module.css';
import classes from './CookieTable.module.css';

export interface CookieRow {
  name: string;
  /** Set for cookies listed by their real name, shown in a code face. */
  technical?: boolean;
  purpose: string;
  lifetime: string;
  /** A few words explaining the lifetime, under it. */
  lifetimeNote?: string;
}

function Group({ title, rows }: { title: string; rows: CookieRow[] }) {
  return (
    <>
      <Table.Tr className={classes.group}>
        <Table.Th scope="colgroup" colSpan={3}>
          {title}
        </Table.Th>
      </Table.Tr>
      {rows.map((c) => (
        <Table.Tr key={c.name}>
          <Table.Th scope="row" className={classes.name}>
            {c.technical ? <code className={classes.code}>{c.name}</code> : c.name}
            <span className={classes.inlinePurpose}>{c.purpose}</span>
          </Table.Th>
          <Table.Td className={classes.purpose}>{c.purpose}</Table.Td>
          <Table.Td className={classes.lifetime}>
            <span className={classes.lifetimeValue}>{c.lifetime}</span>
            {c.lifetimeNote && <span className={classes.lifetimeNote}>{c.lifetimeNote}</span>}
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}

export function CookieTable({ essential, optional }: { essential: CookieRow[]; optional: CookieRow[] }) {
  return (
    <div className={frame.wrap}>
      <Table verticalSpacing="md" horizontalSpacing="md" className={frame.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Cookie</Table.Th>
            <Table.Th scope="col" className={classes.purpose}>
              What it does
            </Table.Th>
            <Table.Th scope="col" className={classes.lifetime}>
              How long
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Group title="Essential: needed for the site to work" rows={essential} />
          <Group title="Optional" rows={optional} />
        </Table.Tbody>
      </Table>
    </div>
  );
}
