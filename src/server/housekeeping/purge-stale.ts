// Daily housekeeping: rows nobody will need again. Each statement is idempotent.
// - jobs that failed for good more than 30 days ago (kept that long for diagnosis);
// - local checkout sessions never paid after 2 days;
// - development outbox mail (e-mail and texts) older than 30 days;
// - contact-form messages older than 12 months (the privacy page promises it; support has its
//   e-mail copy, and a deleted account's messages go at once);
// - scheduled calls over a week old (a day's key is only needed that day; the calls stay).
import type { Db } from '../db/client.ts';

const DAY = 86_400_000;

export async function purgeStale(options: { db: Db; now?: Date }) {
  const now = options.now ?? new Date();
  const monthAgo = new Date(now.getTime() - 30 * DAY);
  const failedJobs = await options.db.$executeRaw`
    DELETE FROM graphile_worker._private_jobs
     WHERE attempts >= max_attempts AND locked_at IS NULL AND updated_at < ${monthAgo}`;
  const { count: checkouts } = await options.db.localCheckoutSession.deleteMany({
    where: { status: 'open', createdAt: { lt: new Date(now.getTime() - 2 * DAY) } },
  });
  const { count: outbox } = await options.db.outboxMail.deleteMany({
    where: { createdAt: { lt: monthAgo } },
  });
  const { count: contactMessages } = await options.db.contactMessage.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - 365 * DAY) } },
  });
  const { count: scheduledCalls } = await options.db.scheduledCall.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - 7 * DAY) } },
  });
  return { failedJobs, checkouts, outbox, contactMessages, scheduledCalls };
}
