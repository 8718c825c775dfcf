// What the server's log may hold: no request bodies, no query strings (reset and
// verification tokens), no Authorization header, no e-mails, phones, PINs or passwords, and no
// query parameters of a failed database query.
import type { FastifyRequest } from 'fastify';

const CENSOR = '[redacted]';

const PERSONAL = ['password', 'password2', 'current_password', 'pincode', 'email', 'phone'];
const SECRETS = ['token', 'reset_token', 'to', 'body', 'params', 'parameters'];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...[...PERSONAL, ...SECRETS].flatMap((key) => [key, `*.${key}`]),
];

/** A failed query's message and stack list its parameters after "params:". */
function scrub(text: string): string {
  return text.replace(/params:[\s\S]*?(?=\n {4}at |$)/, `params: ${CENSOR}\n`).trimEnd();
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
  [key: string]: unknown;
};

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: CENSOR, stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: scrub(error.message),
    stack: scrub(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    // A database error's cause carries its own message; details with values are left out.
    ...(error.cause && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    // The path only, without the token of a mailed link: no secret may reach the log.
    url: (request.url.split('?')[0] ?? '').replace(
      /^(\/api\/users\/(?:verify|reset)\/[^/]+\/)[^/]+/,
      `$1${CENSOR}`,
    ),
    remoteAddress: request.ip,
  };
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest, err: (error: Error) => serializeError(error) },
  };
}
