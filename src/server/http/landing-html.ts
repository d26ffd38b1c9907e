// The landing page's HTML, rendered once when the server starts from the server-side build of
// src/client/prerender.tsx, with this server's public configuration (the support and service
// phone numbers the page shows). It runs in a worker thread: the page's modules read that
// configuration when they load, so each render gets a fresh module graph, and a failure costs the
// landing page its head start, never the server.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PUBLIC_CONFIG_GLOBAL, type PublicConfig } from '../../shared/public-config.ts';

const RENDER = `
const { parentPort, workerData } = require('node:worker_threads');
globalThis[workerData.global] = workerData.config;
import(workerData.entry)
  .then((module) => module.renderLanding(workerData.origin))
  .then((html) => parentPort.postMessage({ html }))
  .catch((error) => parentPort.postMessage({ error: String((error && error.stack) || error) }));
`;

export type LandingRender = { html: string } | { skipped: string } | { error: string };

export function renderLandingHtml(options: {
  /** dist/prerender/prerender.js */
  entry: string;
  publicConfig: PublicConfig;
  origin: string;
  timeoutMs?: number;
}): Promise<LandingRender> {
  if (!existsSync(options.entry)) return Promise.resolve({ skipped: 'no server-side build' });
  return new Promise((resolve) => {
    const worker = new Worker(RENDER, {
      eval: true,
      workerData: {
        entry: pathToFileURL(options.entry).href,
        global: PUBLIC_CONFIG_GLOBAL,
        config: options.publicConfig,
        origin: options.origin,
      },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ error: 'timed out' });
    }, options.timeoutMs ?? 20_000);
    worker.once('message', (message: { html?: string; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(message.html !== undefined ? { html: message.html } : { error: message.error ?? 'no answer' });
    });
    worker.once('error', (error: Error) => {
      clearTimeout(timer);
      resolve({ error: error.stack ?? String(error) });
    });
  });
}
