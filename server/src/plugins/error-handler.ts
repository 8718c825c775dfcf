// One central error handler (ARCHITECTURE "Errors"): JSON ApiErrorBody with a real status;
// 5xx details are logged with the request id and never sent.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { FAILURE, type ApiErrorBody, type ApiErrorCode } from '@parking/shared/domain';
import { HttpError } from '../util/http-error';
import { isLotFull, lotFullError } from '../db/queries/lot-counter';
import { isDatabaseUnavailable } from '../db/pool';

/** The answer while the database connection is lost or being replaced (docs/adr/0022). */
export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a few seconds.';
/** Seconds a client should wait before retrying after a lost database connection. */
export const DATABASE_RETRY_AFTER_S = 2;

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

// Fastify's own client errors get product-worded messages.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
};

export default fp(
  async (app) => {
    app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
      // The lot counter's trigger refused an onsite write (docs/adr/0012): the lot is full.
      const error = isLotFull(thrown) ? lotFullError() : thrown;
      if (error instanceof HttpError) {
        const body: ApiErrorBody = { message: error.message };
        if (error.errors) body.errors = error.errors;
        if (error.code) body.code = error.code;
        if (error.details?.quote) body.quote = error.details.quote;
        if (error.details?.guest_limits) body.guest_limits = error.details.guest_limits;
        const retryAfter = (error as HttpError & { retryAfter?: number }).retryAfter;
        if (retryAfter) void reply.header('retry-after', String(retryAfter));
        return reply.status(error.statusCode).send(body);
      }
      // A connection cut mid-request (PostgreSQL restart, failover, terminated backend): the
      // transaction rolled back with it, so the client may simply try again (docs/adr/0022).
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
        void reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
        void reply.header('x-request-id', request.id);
        return reply.status(503).send({ message: DATABASE_UNAVAILABLE } satisfies ApiErrorBody);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const body: ApiErrorBody = {
          message: FASTIFY_MESSAGES[error.code] ?? error.message,
        };
        const code = CODE_BY_STATUS[status];
        if (code) body.code = code;
        return reply.status(status).send(body);
      }
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      void reply.header('x-request-id', request.id);
      return reply.status(500).send({ message: FAILURE.unexpected } satisfies ApiErrorBody);
    });
  },
  { name: 'error-handler' },
);
