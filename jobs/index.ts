// Every task the worker runs. One file per task; the crontab beside this file schedules the
// recurring ones (UTC).
import alertsCheckSilence from './alerts__check_silence.ts';
import alertsDeliver from './alerts__deliver.ts';
import alertsDispatchDigests from './alerts__dispatch_digests.ts';
import alertsSendDigest from './alerts__send_digest.ts';
import authPurgeExpired from './auth__purge_expired.ts';
import billingCancelSubscription from './billing__cancel_subscription.ts';
import billingExpireTrials from './billing__expire_trials.ts';
import billingNotifyPaymentFailed from './billing__notify_payment_failed.ts';
import billingProcessEvent from './billing__process_event.ts';
import billingPurgeEvents from './billing__purge_events.ts';
import callsDailyCheckin from './calls__daily_checkin.ts';
import callsDeleteRecordings from './calls__delete_recordings.ts';
import callsDispatchDue from './calls__dispatch_due.ts';
import callsPlace from './calls__place.ts';
import callsPlaceDue from './calls__place_due.ts';
import callsPurgeRecordings from './calls__purge_recordings.ts';
import callsReminder from './calls__reminder.ts';
import callsRingTimeout from './calls__ring_timeout.ts';
import callsSummarize from './calls__summarize.ts';
import contactNotifySupport from './contact__notify_support.ts';
import housekeepingPurgeStale from './housekeeping__purge_stale.ts';

export const jobs = [
  alertsCheckSilence,
  alertsDeliver,
  alertsDispatchDigests,
  alertsSendDigest,
  authPurgeExpired,
  billingCancelSubscription,
  billingExpireTrials,
  billingNotifyPaymentFailed,
  billingProcessEvent,
  billingPurgeEvents,
  callsDailyCheckin,
  callsDeleteRecordings,
  callsDispatchDue,
  callsPlace,
  callsPlaceDue,
  callsPurgeRecordings,
  callsReminder,
  callsRingTimeout,
  callsSummarize,
  contactNotifySupport,
  housekeepingPurgeStale,
];
