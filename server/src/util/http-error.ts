// Errors a service or route throws; the central error handler turns them into ApiErrorBody.
import type { ApiErrorBody, ApiErrorCode } from '@parking/shared/domain';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ApiErrorCode,
    readonly errors?: Record<string, string>,
    /** More of the body, e.g. the new quote of a price_changed refusal. */
    readonly details?: Pick<ApiErrorBody, 'quote' | 'guest_limits'>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, 'validation_error', errors);
export const unauthorized = (message = 'Please sign in') =>
  new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'Not allowed') => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, 'conflict', errors);
export const tooManyRequests = (message: string) => new HttpError(429, message, 'rate_limited');
