// Handing an outbound call to the telephony provider, and writing down what it said: shared by
// the batch placer (scheduled calls) and placeCall (a call placed by hand).
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { PlaceCallOptions } from '../providers/telephony/telephony.ts';
import { TWILIO_PATHS } from '../providers/telephony/twilio-paths.ts';

export function dialRequest(
  deps: AppDeps,
  call: { callId: string; toNumber: string; record: boolean },
): PlaceCallOptions {
  const base = deps.config.publicUrl;
  return {
    to: call.toNumber,
    from: deps.telephony.servicePhone,
    twimlUrl: `${base}${TWILIO_PATHS.outbound}?callId=${call.callId}`,
    statusCallback: `${base}${TWILIO_PATHS.status}`,
    amdCallback: `${base}${TWILIO_PATHS.amd}`,
    record: call.record,
    recordingCallback: `${base}${TWILIO_PATHS.recording}`,
  };
}

export interface Dialed {
  callId: string;
  /** The provider's call id. */
  sid: string;
  at: Date;
}

/**
 * Many dialed calls in one statement: each is ringing under its provider id (status callbacks
 * find it by that id), started when the provider took it (a scheduled call's lateness is
 * measured to this).
 */
export async function recordDialed(db: Pick<Db, '$executeRaw'>, dialed: Dialed[]): Promise<void> {
  if (!dialed.length) return;
  const rows = JSON.stringify(dialed.map((d) => ({ call_id: d.callId, sid: d.sid, at: d.at.toISOString() })));
  // "= ANY (ARRAY(…))" finds the calls by primary key whatever the planner thinks of the join.
  await db.$executeRaw`
    WITH x AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS x(call_id uuid, sid text, at timestamptz)
    )
    UPDATE calls c
       SET provider_call_sid = x.sid, status = 'ringing', started_at = x.at AT TIME ZONE 'UTC',
           updated_at = x.at AT TIME ZONE 'UTC'
      FROM x
     WHERE c.id = ANY (ARRAY(SELECT call_id FROM x)) AND c.id = x.call_id`;
}
