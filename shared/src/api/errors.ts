// Every failed call becomes one ApiError carrying the server's ApiErrorBody, so screens show
// `message` in the error box and `errors[field]` under the matching field (spec §8).
import type {
  ApiErrorBody,
  ApiErrorCode,
  PaymentQuote,
  UploadCsvErrorBody,
} from '../domain/api-contract';
import { FAILURE } from '../domain/messages';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network down, request aborted). */
  readonly status: number;
  /** Field-keyed errors (spec §8), empty when the server sent none. */
  readonly errors: Record<string, string>;
  readonly code: ApiErrorCode | undefined;
  /** Refused CSV rows of an upload (UploadCsvErrorBody), empty otherwise. */
  readonly rows: UploadCsvErrorBody['rows'];
  /** code price_changed: the server's new quote to confirm (docs/adr/0009). */
  readonly quote: PaymentQuote | undefined;

  constructor(init: {
    status: number;
    message: string;
    errors?: Record<string, string>;
    code?: ApiErrorCode;
    rows?: UploadCsvErrorBody['rows'];
    quote?: PaymentQuote;
  }) {
    super(init.message);
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.code = init.code;
    this.rows = init.rows ?? [];
    this.quote = init.quote;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function csvRows(value: unknown): UploadCsvErrorBody['rows'] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (row): row is { row: number; message: string } =>
      isRecord(row) && typeof row.row === 'number' && typeof row.message === 'string',
  );
}

/** Request fields the user never types (ids, the community): userid, vehicleid, owner_id... */
const INTERNAL_FIELD = /^[a-z_]*id$/;
/** A validation text about such a field, e.g. 'userid must be a valid id'. */
const INTERNAL_MESSAGE = /^[a-z_]*id (?:must|is|cannot)\b/;

/** What a user reads instead of a message about a field they never saw. */
export const INTERNAL_FIELD_FAILURE =
  'This page is out of date. Please reload it (or sign in again) and try again.';

/**
 * The server's message and field errors as a user may read them: a validation text naming an
 * internal field becomes INTERNAL_FIELD_FAILURE, and such texts are dropped from the field
 * errors (no field shows them). A readable message keyed to an id stays as the server wrote it.
 */
function userFacing(
  message: string,
  errors: Record<string, string> | undefined,
): { message: string; errors: Record<string, string> | undefined } {
  const readable = errors
    ? Object.fromEntries(
        Object.entries(errors).filter(
          ([field, text]) => !(INTERNAL_FIELD.test(field) && INTERNAL_MESSAGE.test(text)),
        ),
      )
    : undefined;
  return {
    message: INTERNAL_MESSAGE.test(message) ? INTERNAL_FIELD_FAILURE : message,
    errors: readable,
  };
}

/** Builds an ApiError from a status and whatever body came back (JSON or not). */
export function toApiError(status: number, body: unknown, fallbackMessage?: string): ApiError {
  const parsed: Partial<ApiErrorBody> & { rows?: unknown } = isRecord(body) ? body : {};
  const { message, errors } = userFacing(
    typeof parsed.message === 'string' && parsed.message !== ''
      ? parsed.message
      : (fallbackMessage ?? FAILURE.unexpected),
    stringRecord(parsed.errors),
  );
  return new ApiError({
    status,
    message,
    errors,
    code: typeof parsed.code === 'string' ? parsed.code : undefined,
    rows: csvRows(parsed.rows),
    quote: isRecord(parsed.quote) ? parsed.quote : undefined,
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
