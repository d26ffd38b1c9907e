// Stores the message first, so nothing is lost; the e-mail to support is a job enqueued in
// the same transaction and retried by the worker until it goes through.
import type { ContactInput } from '../../shared/contact.ts';
import type { AppDeps } from '../deps.ts';
import { consumeRateLimit } from '../rate-limit/consume-rate-limit.ts';
import { enqueueJob } from '../worker/enqueue.ts';

export async function createContactMessage(options: {
  deps: AppDeps;
  input: ContactInput;
  ip: string;
  userId: string | null;
}): Promise<{ id: string }> {
  const { db } = options.deps;
  await consumeRateLimit({
    db,
    rules: [{ key: `contact:ip:${options.ip}`, limit: 10, windowSeconds: 60 * 60 }],
    message: 'You have sent several messages already. Please wait a little before sending another.',
  });
  return db.$transaction(async (tx) => {
    const message = await tx.contactMessage.create({
      data: { ...options.input, userId: options.userId },
      select: { id: true },
    });
    await enqueueJob(
      tx,
      'contact__notify_support',
      { messageId: message.id },
      {
        jobKey: `contact:${message.id}`,
      },
    );
    return message;
  });
}
