// The family's alert history: every message sent to this account, newest first, one page.
import {
  ALERT_STATUSES,
  ALERTS_PAGE_SIZE,
  type AlertHistoryPage,
  type AlertStatus,
} from '../../shared/alerts.ts';
import type { Db } from '../db/client.ts';

function statusOf(status: string): AlertStatus {
  return (ALERT_STATUSES as readonly string[]).includes(status) ? (status as AlertStatus) : 'pending';
}

export async function listAlerts(options: {
  db: Db;
  userId: string;
  page: number;
}): Promise<AlertHistoryPage> {
  const { db, userId, page } = options;
  const [rows, total] = await Promise.all([
    db.alert.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * ALERTS_PAGE_SIZE,
      take: ALERTS_PAGE_SIZE,
      select: {
        id: true,
        kind: true,
        phoneNumberId: true,
        createdAt: true,
        channel: true,
        destination: true,
        status: true,
      },
    }),
    db.alert.count({ where: { userId } }),
  ]);
  const phoneIds = [...new Set(rows.map((r) => r.phoneNumberId).filter((id): id is string => id !== null))];
  const phones = phoneIds.length
    ? await db.phoneNumber.findMany({
        where: { id: { in: phoneIds }, userId },
        select: { id: true, number: true },
      })
    : [];
  const numberOf = new Map(phones.map((p) => [p.id, p.number]));
  return {
    alerts: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      phone_number: r.phoneNumberId ? (numberOf.get(r.phoneNumberId) ?? null) : null,
      created_at: r.createdAt.toISOString(),
      channel: r.channel === 'sms' ? 'sms' : 'email',
      to: r.destination,
      status: statusOf(r.status),
    })),
    total,
  };
}
