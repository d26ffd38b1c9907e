// The calling window (companion.md): outbound calls only between 8:00 and 21:00 in the loved
// one's own time zone, both ends included: a reminder at nine at night, as people ask for their
// evening tablets, rings at 21:00. The one home of that rule, for placing calls, learning the
// daily time, rescheduling within today and setting reminder calls.
export const CALLING_WINDOW = { startMinutes: 8 * 60, endMinutes: 21 * 60 } as const;

/** Minutes after local midnight → whether an outbound call may ring then (21:00's minute may). */
export function insideCallingWindow(localMinutes: number): boolean {
  return localMinutes >= CALLING_WINDOW.startMinutes && localMinutes <= CALLING_WINDOW.endMinutes;
}
