// The app wired to Twilio, with Twilio's REST API played by a small local server
// (TWILIO_API_BASE): each test file answers the API its own way, and signs webhooks with the real
// `twilio` SDK using TWILIO_TEST.token against TWILIO_TEST.publicUrl.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from './test-app.ts';

export const TWILIO_TEST: Readonly<Record<'account' | 'token' | 'publicUrl' | 'phoneNumber', string>> = {
  account: 'AC0123456789abcdef0123456789abcdef',
  token: 'twilio-test-auth-token',
  publicUrl: 'https://porchlight.test',
  phoneNumber: '+12155550100',
};

/** `answer` gets each API request with its whole body read. */
export async function startAppWithFakeTwilio(
  answer: (req: IncomingMessage, body: string, res: ServerResponse) => void,
): Promise<{ app: TestApp; stop: () => Promise<void> }> {
  const fakeTwilio = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => answer(req, body, res));
  });
  await new Promise<void>((r) => fakeTwilio.listen(0, '127.0.0.1', r));
  const app = await startTestApp({
    env: {
      PUBLIC_URL: TWILIO_TEST.publicUrl,
      TWILIO_ACCOUNT_SID: TWILIO_TEST.account,
      TWILIO_AUTH_TOKEN: TWILIO_TEST.token,
      TWILIO_PHONE_NUMBER: TWILIO_TEST.phoneNumber,
      TWILIO_API_BASE: `http://127.0.0.1:${(fakeTwilio.address() as AddressInfo).port}`,
    },
  });
  return {
    app,
    stop: async () => {
      await app.stop();
      await new Promise<void>((r) => fakeTwilio.close(() => r()));
    },
  };
}
