// /dev/outbox: the local mail provider's inbox, newest first. Registered only outside production.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function registerOutboxPage(app: FastifyInstance, options: { db: Db }) {
  const list = () => options.db.outboxMail.findMany({ orderBy: { createdAt: 'desc' }, take: 50 });

  app.get('/dev/outbox.json', async () => ({ messages: await list() }));

  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await list();
    const items = messages
      .map(
        (m) => `<article>
  <header><strong>${escape(m.subject)}</strong><span>To ${escape(m.to)} · ${m.createdAt.toLocaleString('en-US')}</span></header>
  <pre>${escape(m.text)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox · Porchlight development</title><meta http-equiv="refresh" content="10">
<style>body{font-family:system-ui,sans-serif;margin:0;background:#fffdf8;color:#2b2118}main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem;margin:0 0 4px}p.note{color:#6b5b4b;margin:0 0 24px}article{background:#fff;border:1px solid #f1e4c8;border-radius:12px;padding:16px;margin-bottom:16px}
header{display:flex;flex-direction:column;gap:4px;margin-bottom:8px}header span{color:#6b5b4b;font-size:.9rem}pre{white-space:pre-wrap;font-size:1rem;margin:0;font-family:ui-monospace,Menlo,Consolas,monospace}</style></head>
<body><main><h1>Outbox</h1><p class="note">E-mail the app would have sent. Development only; no SMTP_URL is set. Refreshes every 10 seconds.</p>
${items || '<p>No e-mail yet.</p>'}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });
}
