import { Table } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../../tests/support/render.tsx';
import type { AdminCallItem, AdminUserItem } from '../../../shared/admin.ts';
import { HealthBadge } from './AdminBadges.tsx';
import { UserRow } from './AdminUsers.tsx';
import { CallRow } from './CallRows.tsx';

const call = (overrides: Partial<AdminCallItem> = {}): AdminCallItem => ({
  id: 'c1',
  phoneNumber: '+1 (215) 555-0142',
  phoneName: 'Mom',
  callType: 'commercial',
  duration: 75,
  status: 'completed',
  timestamp: '2026-11-23T14:05:00.000Z',
  userId: 'u1',
  ...overrides,
});

/** Mantine writes the badge colour into --badge-bg (light variant: var(--mantine-color-{color}-light)). */
const colourOf = (label: HTMLElement) =>
  label.closest<HTMLElement>('.mantine-Badge-root')!.style.getPropertyValue('--badge-bg');

function renderCall(item: AdminCallItem, showName = false) {
  const onViewDetails = vi.fn();
  render(
    <Table>
      <Table.Tbody>
        <CallRow call={item} showName={showName} onViewDetails={onViewDetails} />
      </Table.Tbody>
    </Table>,
  );
  return { row: screen.getByRole('row'), onViewDetails };
}

describe('call row badges', () => {
  it.each([
    ['commercial', 'commercial', 'grape'],
    ['appointment', 'appointment', 'blue'],
    ['outbound', 'outbound', 'orange'],
    ['regular', 'regular', 'green'],
    ['', 'regular', 'green'],
  ])("type '%s' reads '%s' on %s", (type, label, colour) => {
    const { row } = renderCall(call({ callType: type }));
    expect(colourOf(within(row).getByText(label))).toContain(`--mantine-color-${colour}-`);
  });

  it.each([
    ['completed', 'green'],
    ['failed', 'red'],
    ['busy', 'yellow'],
    ['no-answer', 'orange'],
    ['in-progress', 'blue'],
    ['canceled', 'gray'],
  ])("status '%s' is %s", (status, colour) => {
    const { row } = renderCall(call({ status }));
    expect(colourOf(within(row).getByText(status))).toContain(`--mantine-color-${colour}-`);
  });

  it('shows the number, m:ss duration and View Details; the name only when asked', () => {
    const { row, onViewDetails } = renderCall(call(), true);
    expect(row).toHaveTextContent('+1 (215) 555-0142');
    expect(row).toHaveTextContent('Mom');
    expect(row).toHaveTextContent('1:15');
    fireEvent.click(within(row).getByRole('button', { name: 'View Details' }));
    expect(onViewDetails).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
  });

  it('leaves the phone name out when not filtered by a user', () => {
    const { row } = renderCall(call(), false);
    expect(row).not.toHaveTextContent('Mom');
  });
});

describe('user row subscription badge', () => {
  const user = (subscriptionStatus: string): AdminUserItem => ({
    id: 'u1',
    name: 'Ada Byron',
    email: 'ada@example.com',
    phoneNumbers: ['+1 (215) 555-0142'],
    subscriptionStatus,
    totalMinutes: 1234,
    lastActivity: '2026-11-20T10:00:00.000Z',
  });

  it.each([
    ['active', 'active', 'green'],
    ['trial', 'trial', 'yellow'],
    ['past_due', 'past due', 'red'],
    ['none', 'none', 'red'],
  ])("'%s' reads '%s' on %s", (status, text, colour) => {
    const onViewCalls = vi.fn();
    render(
      <Table>
        <Table.Tbody>
          <UserRow user={user(status)} onViewCalls={onViewCalls} />
        </Table.Tbody>
      </Table>,
    );
    const row = screen.getByRole('row');
    expect(colourOf(within(row).getByText(text))).toContain(`--mantine-color-${colour}-`);
    expect(row).toHaveTextContent('1,234');
    fireEvent.click(within(row).getByRole('button', { name: 'View Calls' }));
    expect(onViewCalls).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1' }));
  });
});

describe('system health', () => {
  it.each([
    ['healthy', 'green'],
    ['warning', 'yellow'],
    ['critical', 'red'],
  ])('%s is %s', (health, colour) => {
    render(<HealthBadge health={health} />);
    expect(colourOf(screen.getByText(health))).toContain(`--mantine-color-${colour}-`);
  });
});
