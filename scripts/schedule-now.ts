// `npm run schedule:now -- --phone +12155550142 [--url http://localhost:3000]`: a check-in call to
// one registered loved one now, for demos (development servers only).
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    phone: { type: 'string' },
    url: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
if (!values.phone) {
  console.error('Usage: npm run schedule:now -- --phone +12155550142 [--url http://localhost:3000]');
  process.exit(2);
}
const res = await fetch(`${values.url.replace(/\/+$/, '')}/dev/schedule/checkin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ phone: values.phone }),
}).catch((error: unknown) => {
  console.error(
    `Could not reach Porchlight at ${values.url}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
const body = (await res.json()) as { callId?: string; error?: string };
if (!res.ok) {
  console.error(body.error ?? `Failed (${res.status})`);
  process.exit(1);
}
console.log(
  `Calling ${values.phone} now (call ${body.callId}). With the local phone, answer it at /dev/phone.`,
);
