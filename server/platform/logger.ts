// pino options shared by the dashboard and the services it starts. Secrets never reach a log line:
// headers that carry credentials are redacted, and OAuth query strings (code, state) are cut from URLs.
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { ADMIN_SESSION_HEADER } from '../contract/facts.js';

const SECRET_HEADERS = [
  'authorization',
  'cookie',
  '"set-cookie"',
  `"${ADMIN_SESSION_HEADER}"`,
  '"x-bot-service-token"',
];

export const redactPaths = ['headers', 'req.headers', 'res.headers', 'request.headers', 'response.headers'].flatMap(
  (base) => SECRET_HEADERS.map((header) => `${base}.${header}`),
);

interface LoggedRequest {
  id?: string;
  method?: string;
  url?: string;
  ip?: string;
}

/** Logged URL: the query string is dropped on /auth/*, where it carries the OAuth code and state. */
export function loggableUrl(url: string): string {
  return url.startsWith('/auth/') ? (url.split('?')[0] ?? url) : url;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: loggableUrl(req.url ?? ''), ip: req.ip }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
