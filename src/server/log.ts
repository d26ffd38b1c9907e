import { pino, type Logger } from 'pino';

export type Log = Logger;

export function createLog(level: string): Log {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
