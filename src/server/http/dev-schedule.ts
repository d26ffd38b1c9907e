// Development only: "call this loved one now" for demos (`npm run schedule:now`), through the
// same placeCall a scheduled check-in uses — with the local phone it rings /dev/phone, with
// Twilio configured it rings the real phone.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { placeCall } from '../calls/place-call.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../rest/parse.ts';

export function registerDevSchedule(app: FastifyInstance, deps: AppDeps) {
  app.post('/dev/schedule/checkin', async (request) => {
    const { phone } = parseInput(
      z.object({
        phone: z
          .string()
          .trim()
          .regex(/^\+\d{8,15}$/, 'phone must be an E.164 number like +12155550142'),
      }),
      request.body,
    );
    const row = await deps.db.phoneNumber.findFirst({
      where: { number: phone },
      orderBy: { createdAt: 'desc' },
    });
    if (!row) throw new AppError('NOT_FOUND', 'That number is not registered.');
    const result = await placeCall({
      deps,
      phoneNumberId: row.id,
      type: 'outbound',
      ignoreCallingWindow: true,
    });
    if (!result.placed) throw new AppError('CONFLICT', `Not placed: ${result.reason.replace(/_/g, ' ')}.`);
    return result;
  });
}
