// spec §8: a failed call shows its single message in the status banner and its field-keyed
// errors under the matching fields. Limit refusals (409 with a limit code) go to an overlay.
import { isApiError } from '../api';
import { FAILURE, type ApiErrorCode } from '../domain';
import { publishError } from '../events';

const LIMIT_CODES: readonly ApiErrorCode[] = [
  'over_owner_parking_limit',
  'over_total_parking_limit',
];

/** The server's message when it refused a save over a parking limit (spec §5, §8), else null. */
export function limitRefusalMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  return error.code !== undefined && LIMIT_CODES.includes(error.code) ? error.message : null;
}

/**
 * Publishes the failure on the status banner and returns the field errors to show. `fixed` is
 * the spec's fixed failure text (e.g. 'Vehicle Insert Failed') when the product has one.
 */
export function reportApiError(error: unknown, fixed?: string): Record<string, string> {
  const message = isApiError(error) ? error.message : undefined;
  publishError(fixed ?? message ?? FAILURE.unexpected);
  return isApiError(error) ? error.errors : {};
}

/** The message of a failure for an error box beside the form. */
export function apiErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : FAILURE.unexpected;
}
