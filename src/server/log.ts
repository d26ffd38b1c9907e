import { pino, type Logger } from 'pino';

export type Log = Logger;

/**
 * JSON lines for machines; readable lines when a person watches a terminal in development.
 * `destination` is a file to write to instead of stdout (the API benchmark's /dev/null).
 */
export function createLog(level: string, options: { pretty?: boolean; destination?: string } = {}): Log {
  const settings = {
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
  };
  return options.destination ? pino(settings, pino.destination(options.destination)) : pino(settings);
}
