// The family's alert history (GET /api/alerts, tRPC alerts.list): every message sent to them,
// newest first, 20 a page, with its status.
import { z } from 'zod';

export const ALERTS_PAGE_SIZE = 20;

const PAGE_ERROR = 'page must be a whole number from 1';

export const alertsQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_ERROR })
    .int(PAGE_ERROR)
    .min(1, PAGE_ERROR)
    .max(100_000, PAGE_ERROR)
    .default(1),
});

/** pending: not sent yet; sent: handed to the mail server or the carrier; delivered: the phone has it (texts). */
export const ALERT_STATUSES = ['pending', 'sent', 'delivered', 'failed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const alertHistoryItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The loved one's number (E.164) the message was about, or null. */
  phone_number: z.string().nullable(),
  created_at: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  status: z.enum(ALERT_STATUSES),
});
export type AlertHistoryItem = z.infer<typeof alertHistoryItemSchema>;

export const alertHistoryPageSchema = z.object({
  alerts: z.array(alertHistoryItemSchema),
  total: z.number().int(),
});
export type AlertHistoryPage = z.infer<typeof alertHistoryPageSchema>;
