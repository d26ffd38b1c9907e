// The local phone's call set-up (development only, local telephony): the same inbound decision
// Twilio's voice webhook makes, answered as JSON for /dev/phone and `npm run phone`.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { startInboundCall } from '../calls/start-inbound-call.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { RELAY_PATH } from './voice-relay.ts';
import { VOICE } from '../companion/language.ts';

const callInput = z.object({
  from: z
    .string()
    .trim()
    .regex(/^\+\d{8,15}$/, 'from must be an E.164 number like +12155550142'),
});

export function registerDevPhone(app: FastifyInstance, deps: AppDeps) {
  app.post('/dev/phone/call', async (request) => {
    const parsed = callInput.safeParse(request.body ?? {});
    if (!parsed.success)
      throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid request');
    const decision = await startInboundCall({
      deps,
      from: parsed.data.from,
      to: deps.telephony.servicePhone,
      providerCallSid: `local-${randomBytes(10).toString('hex')}`,
    });
    return { ...decision, relayPath: RELAY_PATH, voice: VOICE[decision.language] };
  });

  app.get('/dev/phone/numbers', async () => {
    const numbers = await deps.db.phoneNumber.findMany({
      orderBy: { createdAt: 'desc' },
      take: 50,
      select: { number: true, name: true, user: { select: { email: true } } },
    });
    return { numbers: numbers.map((n) => ({ number: n.number, name: n.name, account: n.user.email })) };
  });
}
