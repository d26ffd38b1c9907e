// Claims a batch of due scheduled calls in one transaction of two statements. The first locks
// the batch (SKIP LOCKED: concurrent placers on any number of workers split the queue rather
// than wait on each other), makes the last checks before dialing for all of it in SQL, settles
// each row (claimed, skipped, put off) and gives each claimed call its carrier slot. The second
// writes the claimed calls' Call rows and opening greetings. calls.scheduled_call_id is unique,
// so a scheduled call has at most one Call whatever runs twice.
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { welcomeGreeting } from '../calls/greeting.ts';
import { firstNameOf } from '../companion/call-context.ts';
import { languageOf } from '../companion/language.ts';
import { Prisma } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { CALLING_WINDOW } from './calling-window.ts';
import { lockPacing, PACING_HORIZON_MS, PACING_ROW, slotGapMs } from './carrier-pacing.ts';
import type { ScheduledKind } from './scheduled-call.ts';

/** A claimed call, its Call row written, waiting for its carrier slot to be dialed. */
export interface ClaimedCall {
  scheduledCallId: string;
  callId: string;
  kind: ScheduledKind;
  toNumber: string;
  record: boolean;
  /** performance.now() at which its carrier slot opens. */
  dialAt: number;
}

export interface ClaimResult {
  claimed: ClaimedCall[];
  /** Rows the checks turned away, put off a minute (on a call), or dropped (daily time moved). */
  settled: number;
  /** The carrier budget is booked this far ahead: come back later rather than claim more. */
  waitMs: number;
}

interface Settled {
  id: string;
  kind: ScheduledKind;
  attempt: number;
  local_date: string;
  phone_number_id: string;
  user_id: string;
  number: string;
  name: string;
  language: string | null;
  recording_consent: boolean | null;
  reminder_id: string | null;
  reminder_text: string | null;
  verdict: string;
  /** Until its slot, by the database's clock. */
  delay_ms: number;
}

/** A call put off because the loved one is on the phone with us tries again after this. */
const WAIT_MS = 60_000;

/**
 * Verdicts, first match wins: stopped or cancelled; a check-in whose daily time has moved
 * (dropped, so the new time can plan its own); no valid plan or minutes; a day already over;
 * outside 8:00–21:00 local; a check-in after a conversation today. On a call with us right now
 * (the first inbound call, which set today's time): put off a minute rather than ring during it;
 * a conversation then makes the check-in "talked today". A second call due together for the
 * same number is put off the same way (check-ins first).
 */
function settleSql(now: Date, limit: number, cps: number | null): Prisma.Sql {
  // With a carrier limit the budget row is already locked by this transaction: the claimed
  // calls take the next slots, 1/cps apart, in claim order.
  const gapMs = cps === null ? 0 : slotGapMs(cps);
  const firstSlot =
    cps === null
      ? Prisma.sql`statement_timestamp()`
      : Prisma.sql`greatest(statement_timestamp(), (SELECT next_slot_at FROM carrier_pacing WHERE id = ${PACING_ROW}))`;
  const pace =
    cps === null
      ? Prisma.empty
      : Prisma.sql`, paced AS (
          UPDATE carrier_pacing SET next_slot_at = ${firstSlot}
                 + (SELECT count(*) FROM v WHERE verdict = 'place') * ${gapMs}::float8 * interval '1 millisecond'
           WHERE id = ${PACING_ROW})`;
  // Ordered by the index alone (state, attempt, due_at): a tie-break column outside it would
  // make PostgreSQL sort every due row to hand out each batch.
  return Prisma.sql`
    WITH s AS MATERIALIZED (
      SELECT id, kind, attempt, local_date, due_at, phone_number_id, subject_id FROM scheduled_calls
       WHERE state = 'due' AND due_at <= ${now}::timestamptz
         AND (not_before IS NULL OR not_before <= ${now}::timestamptz)
       ORDER BY attempt, due_at
       LIMIT ${limit}::int
       FOR UPDATE SKIP LOCKED
    ), checked AS MATERIALIZED (
      SELECT s.id, s.kind, s.attempt, s.local_date, s.due_at, p.id AS phone_number_id, p.user_id, p.number,
             p.name, p.language, p.recording_consent, r.id AS reminder_id, r.text AS reminder_text,
        CASE
          WHEN p.calls_stopped_at IS NOT NULL THEN 'calls_stopped'
          WHEN s.kind = 'reminder' AND (r.id IS NULL OR r.cancelled_at IS NOT NULL) THEN 'cancelled'
          WHEN s.kind = 'checkin' AND s.attempt = 1
               AND p.daily_call_time IS DISTINCT FROM to_char(s.due_at AT TIME ZONE p.timezone, 'HH24:MI') THEN 'moved'
          WHEN NOT coalesce(sub.minutes_left > 0 AND (sub.status = 'past_due' OR (sub.status = 'active'
               AND (sub.plan <> 'starter' OR (sub.valid_until AT TIME ZONE 'UTC') > ${now}::timestamptz))), false)
            THEN 'no_minutes'
          WHEN to_char(l.t, 'YYYY-MM-DD') <> s.local_date THEN 'stale'
          WHEN extract(hour FROM l.t) * 60 + extract(minute FROM l.t) < ${CALLING_WINDOW.startMinutes}
            OR extract(hour FROM l.t) * 60 + extract(minute FROM l.t) > ${CALLING_WINDOW.endMinutes}
            THEN 'outside_window'
          WHEN s.kind = 'checkin' AND to_char((p.last_conversation_at AT TIME ZONE 'UTC') AT TIME ZONE p.timezone,
               'YYYY-MM-DD') = s.local_date THEN 'talked_today'
          WHEN live.on_call THEN 'wait'
          WHEN row_number() OVER (PARTITION BY p.id ORDER BY s.kind = 'checkin' DESC, s.due_at, s.id) > 1 THEN 'wait'
          ELSE 'place'
        END AS verdict
        -- Each row's number, plan and reminder by one index probe (LIMIT 1 keeps PostgreSQL from
        -- turning these into hash joins that read every loved one for each batch of 500).
        FROM s
        JOIN LATERAL (SELECT * FROM phone_numbers WHERE id = s.phone_number_id LIMIT 1) p ON true
        LEFT JOIN LATERAL (SELECT * FROM subscriptions WHERE user_id = p.user_id LIMIT 1) sub ON true
        LEFT JOIN LATERAL (SELECT * FROM reminders WHERE s.kind = 'reminder' AND id = s.subject_id LIMIT 1) r ON true
        CROSS JOIN LATERAL (SELECT ${now}::timestamptz AT TIME ZONE p.timezone AS t) l
        -- Likewise for a call open now; one still open after 4 hours is a leftover (a lost callback).
        LEFT JOIN LATERAL (
          SELECT true AS on_call FROM calls c
           WHERE c.phone_number_id = p.id
             AND c.started_at > (${now}::timestamptz - interval '4 hours') AT TIME ZONE 'UTC'
             AND c.ended_at IS NULL AND c.status IN ('queued', 'initiated', 'ringing', 'in-progress')
           LIMIT 1
        ) live ON true
    ), v AS MATERIALIZED (
      SELECT checked.*, ${firstSlot} + (row_number() OVER (PARTITION BY verdict = 'place'
               ORDER BY attempt, due_at, id) - 1) * ${gapMs}::float8 * interval '1 millisecond' AS slot
        FROM checked
    ), settled AS (
      -- "= ANY (ARRAY(…))" finds the rows by primary key; a plain join is planned as a scan of
      -- the whole table once it holds a day's calls.
      UPDATE scheduled_calls t
         SET state = CASE v.verdict WHEN 'place' THEN 'claimed' WHEN 'wait' THEN 'due' ELSE 'skipped' END,
             skip_reason = CASE WHEN v.verdict IN ('place', 'wait') THEN NULL ELSE v.verdict END,
             not_before = CASE WHEN v.verdict = 'wait' THEN ${new Date(now.getTime() + WAIT_MS)}::timestamptz
                          ELSE t.not_before END,
             slot_at = CASE WHEN v.verdict = 'place' THEN v.slot END
        FROM v
       WHERE t.id = ANY (ARRAY(SELECT id FROM v WHERE verdict <> 'moved')) AND t.id = v.id
    ), dropped AS (
      DELETE FROM scheduled_calls t WHERE t.id = ANY (ARRAY(SELECT id FROM v WHERE verdict = 'moved'))
    )${pace}
    SELECT id, kind, attempt, local_date, phone_number_id, user_id, number, name, language, recording_consent,
           reminder_id, reminder_text, verdict,
           (EXTRACT(EPOCH FROM slot - statement_timestamp()) * 1000)::float8 AS delay_ms
      FROM v ORDER BY attempt, due_at, id`;
}

export async function claimDueCalls(options: {
  deps: AppDeps;
  /** The schedule's clock: what is due, and the local time the checks use. */
  now: Date;
  limit: number;
}): Promise<ClaimResult> {
  const { deps, now } = options;
  const cps = deps.config.TWILIO_CPS;
  return deps.db.$transaction(
    async (tx) => {
      let limit = options.limit;
      if (cps !== null) {
        // Locked until commit, so placers book slots in the order they claim calls.
        const aheadMs = await lockPacing(tx);
        if (aheadMs >= PACING_HORIZON_MS)
          return { claimed: [], settled: 0, waitMs: aheadMs - PACING_HORIZON_MS };
        limit = Math.min(limit, Math.max(1, Math.floor((cps * (PACING_HORIZON_MS - aheadMs)) / 1000)));
      }
      const rows = await tx.$queryRaw<Settled[]>(settleSql(now, limit, cps));
      const settledAt = performance.now();
      const place = rows.filter((r) => r.verdict === 'place');
      const settled = rows.length - place.length;
      if (!place.length) return { claimed: [], settled, waitMs: 0 };

      const calls = place.map((c) => ({
        scheduled_call_id: c.id,
        call_id: randomUUID(),
        user_id: c.user_id,
        phone_number_id: c.phone_number_id,
        type: c.kind === 'reminder' ? 'appointment' : 'outbound',
        to_number: c.number,
        relay_token: randomBytes(24).toString('base64url'),
        // A "call me later" is not a check-in attempt: a miss is not retried (call-outcome.ts).
        local_date: c.kind === 'later' ? null : c.local_date,
        attempt: c.attempt,
        reminder_id: c.kind === 'reminder' ? c.reminder_id : null,
        delay_ms: Math.max(0, c.delay_ms),
        greeting: welcomeGreeting({
          language: languageOf(c),
          type: c.kind === 'reminder' ? 'appointment' : 'outbound',
          firstName: firstNameOf(c.name),
          recordingConsent: c.recording_consent,
          direction: 'outbound',
          reminderText: c.reminder_text ?? undefined,
        }),
      }));
      const written = await tx.$queryRaw<{ call_id: string }[]>`
        WITH x AS MATERIALIZED (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(calls)}::jsonb) AS x(
            scheduled_call_id uuid, call_id uuid, user_id uuid, phone_number_id uuid, type text, to_number text,
            relay_token text, local_date text, attempt int, reminder_id uuid, delay_ms float8, greeting text)
        ), reminded AS (
          UPDATE reminders r SET last_called_on = x.local_date FROM x
           WHERE r.id = ANY (ARRAY(SELECT reminder_id FROM x WHERE attempt = 1 AND reminder_id IS NOT NULL))
             AND r.id = x.reminder_id
        ), calls AS (
          INSERT INTO calls (id, user_id, phone_number_id, direction, type, status, from_number, to_number,
                             relay_token, local_date, attempt, reminder_id, scheduled_call_id, started_at,
                             created_at, updated_at)
          SELECT x.call_id, x.user_id, x.phone_number_id, 'outbound', x.type, 'queued', ${deps.telephony.servicePhone},
                 x.to_number, x.relay_token, x.local_date, x.attempt, x.reminder_id, x.scheduled_call_id,
                 (statement_timestamp() + x.delay_ms * interval '1 millisecond') AT TIME ZONE 'UTC',
                 statement_timestamp() AT TIME ZONE 'UTC', statement_timestamp() AT TIME ZONE 'UTC'
            FROM x
          ON CONFLICT (scheduled_call_id) DO NOTHING
          RETURNING id
        )
        INSERT INTO transcript_turns (id, call_id, seq, speaker, text, created_at)
        SELECT gen_random_uuid(), x.call_id, 0, 'assistant', x.greeting, statement_timestamp() AT TIME ZONE 'UTC'
          FROM x JOIN calls ON calls.id = x.call_id
        RETURNING call_id`;
      const ok = new Set(written.map((r) => r.call_id));
      const claimed = calls
        .map((c, i) => ({
          scheduledCallId: c.scheduled_call_id,
          callId: c.call_id,
          kind: place[i]!.kind,
          toNumber: c.to_number,
          record: place[i]!.recording_consent === true,
          dialAt: settledAt + c.delay_ms,
        }))
        .filter((c) => ok.has(c.callId));
      return { claimed, settled, waitMs: 0 };
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}
