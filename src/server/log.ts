import { pino, type Logger } from 'pino';

export type Log = Logger;

/** JSON lines for machines; readable lines when a person watches a terminal in development. */
export function createLog(level: string, options: { pretty?: boolean } = {}): Log {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
          },
        }
      : {}),
  });
}
