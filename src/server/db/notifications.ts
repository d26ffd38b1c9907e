// One PostgreSQL channel heard on a connection of its own (LISTEN), kept open while the process
// runs: a lost connection is reported (`onDown`), tried again after `retryMs`, and reported once
// it listens again (`onUp`). Between the two, notifications may have been missed, which is why
// whoever listens is told.
import pg from 'pg';
import type { Log } from '../log.ts';

export interface ChannelListener {
  stop: () => Promise<void>;
}

export function listenToChannel(options: {
  /** The connection's settings: those of the app's own pool. */
  connection: pg.ClientConfig;
  /** A plain identifier: it is written into the LISTEN statement. */
  channel: string;
  onNotify: (payload: string) => void;
  onUp: () => void;
  onDown: () => void;
  log: Log;
  retryMs?: number;
}): ChannelListener {
  const { channel, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  const retryMs = options.retryMs ?? 1000;
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const lost = (client: pg.Client, error?: Error) => {
    if (current === client) {
      current = null;
      if (error) log.warn({ err: error, channel }, 'database notifications lost; retrying');
      options.onDown();
    }
    client.end().catch(() => {});
    if (!stopped && !retry) retry = setTimeout(() => void connect(), retryMs);
  };

  async function connect(): Promise<void> {
    retry = null;
    if (stopped) return;
    const client = new pg.Client(options.connection);
    // For the client's whole life: an error with no listener would end the process.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (current === client && message.channel === channel) options.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      log.warn({ err: error, channel }, 'could not listen for database notifications; retrying');
      lost(client);
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    options.onUp();
  }

  void connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
