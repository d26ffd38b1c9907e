import * as admin from './admin/procedures.ts';
import { list as listAlerts } from './alerts/list.ts';
import { login } from './auth/login.ts';
import { logout } from './auth/logout.ts';
import { verify } from './auth/verify.ts';
import { create as createContact } from './contact/create.ts';
import { page as dashboardPage, stats } from './dashboard/stats.ts';
import * as billing from './billing/procedures.ts';
import * as localPay from './local-pay/procedures.ts';
import * as lovedOnes from './loved-ones/procedures.ts';
import * as reminders from './reminders/procedures.ts';
import { create as createPhoneNumber } from './phone-numbers/create.ts';
import { remove as deletePhoneNumber } from './phone-numbers/delete.ts';
import { list as listPhoneNumbers } from './phone-numbers/list.ts';
import { update as updatePhoneNumber } from './phone-numbers/update.ts';
import { get as getSubscription } from './subscription/get.ts';
import { plans } from './subscription/plans.ts';
import { router } from './trpc.ts';
import { completeOnboarding } from './user/complete-onboarding.ts';
import { deleteMe } from './user/delete.ts';
import { me } from './user/me.ts';
import { updateProfile } from './user/update-profile.ts';

export const appRouter = router({
  auth: router({ login, verify, logout }),
  user: router({ me, completeOnboarding, updateProfile, delete: deleteMe }),
  phoneNumbers: router({
    list: listPhoneNumbers,
    create: createPhoneNumber,
    update: updatePhoneNumber,
    delete: deletePhoneNumber,
  }),
  dashboard: router({ stats, page: dashboardPage }),
  lovedOnes: router({
    calls: lovedOnes.calls,
    transcript: lovedOnes.transcript,
    activity: lovedOnes.activity,
    notes: lovedOnes.notes,
    addNote: lovedOnes.addNoteProcedure,
    deleteNote: lovedOnes.deleteNoteProcedure,
    memories: lovedOnes.memories,
    addMemory: lovedOnes.addMemoryProcedure,
    deleteMemory: lovedOnes.deleteMemoryProcedure,
    updateSettings: lovedOnes.updateSettings,
  }),
  subscription: router({ get: getSubscription, plans }),
  billing: router({
    createCheckoutSession: billing.createCheckoutSession,
    createPortalSession: billing.createPortalSession,
    customerSession: billing.customerSession,
    confirmCheckout: billing.confirmCheckout,
  }),
  localPay: router({
    checkout: localPay.checkout,
    completeCheckout: localPay.completeCheckout,
    portal: localPay.portal,
    portalAction: localPay.portalAction,
  }),
  reminders: router({ list: reminders.list, delete: reminders.remove }),
  alerts: router({ list: listAlerts }),
  contact: router({ create: createContact }),
  admin: router({
    session: admin.session,
    login: admin.login,
    logout: admin.logout,
    stats: admin.stats,
    recentCalls: admin.recentCalls,
    calls: admin.calls,
    users: admin.users,
    callAudio: admin.callAudio,
    callTranscript: admin.callTranscript,
  }),
});

export type AppRouter = typeof appRouter;
