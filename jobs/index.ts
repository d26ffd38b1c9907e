// Every task the worker runs. One file per task; the crontab beside this file schedules the
// recurring ones (UTC).
import authPurgeExpired from './auth__purge_expired.ts';
import billingExpireTrials from './billing__expire_trials.ts';
import contactNotifySupport from './contact__notify_support.ts';

export const jobs = [authPurgeExpired, billingExpireTrials, contactNotifySupport];
