import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, pino, type Logger as Pino } from 'pino';
import type { AppConfig } from '../../config/config.js';
import { currentLogContext } from '../context/log-context.js';
import { redactLogArgs } from './redact.js';

/**
 * One pino instance for the whole process: Fastify uses it for its per-request child loggers (bound to the
 * request id) and Nest's own logs go through PinoNestLogger below. Fastify's logger needs no middleware, which
 * pino-http under nestjs-pino did: dropping it raised the cached catalogue answers from ~5,500 to ~7,500 req/s
 * on this machine (bench/README.md).
 *
 * Every line, of every child logger, is redacted before it is written (redact.ts): no password, hash, token, email
 * or phone reaches the log, nor a failing query's parameters. The hook runs only for lines at an enabled level.
 *
 * @param destination where the lines go (standard output unless a test reads them)
 */
export function createPinoLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Pino {
  const options = {
    level: config.logLevel,
    hooks: {
      logMethod(this: Pino, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, redactLogArgs(args));
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's LoggerService on top of pino: `context` becomes a field, objects are merged, errors go under `err`. A line
 * written while serving a request or running a job carries its log context (src/common/context/log-context.ts):
 * `reqId`, and in a worker `jobId`, `queue` and `job`.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Pino) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Nest calls `(message, ...extra, context)`; for errors, `extra` may hold a stack string. */
  private write(level: Level, message: unknown, params: unknown[]): void {
    const rest = [...params];
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const text = rest.find((p): p is string => typeof p === 'string');
    const fields: Record<string, unknown> = { ...currentLogContext() };
    if (context) fields.context = context;
    if (message instanceof Error) {
      this.pino[level]({ ...fields, err: message }, text ?? message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.pino[level]({ ...fields, ...(message as Record<string, unknown>) }, text);
    } else {
      if (level === 'error' && text && text.includes('\n    at ')) fields.stack = text;
      this.pino[level](fields, String(message));
    }
  }
}
