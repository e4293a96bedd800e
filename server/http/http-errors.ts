// docs/conventions.md "API conventions" + spec §8: the non-200 answers and their Chinese messages.
// Never a stack trace: unexpected errors become a 500 with the catalogue's message.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure, fieldFailure } from '../../contract/envelope';
import { HTTP_STATUS_MESSAGES } from '../../contract/error-codes';

/** Thrown by parseBody; mapped to 400 with the message naming the field. */
export class BodyValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'BodyValidationError';
  }
}

/** 401 / 403 / 404 with the envelope shape the console's client reads. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 401 | 403 | 404,
    message: string = HTTP_STATUS_MESSAGES[statusCode],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A business outcome other than success (spec §8): HTTP 200 with `{code, data: null, msg}`.
 * Domain functions throw it; only the transport layer turns it into an envelope.
 */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

const BAD_REQUEST_MESSAGE = '请求参数格式不正确';

export type ServerErrorLogger = (request: FastifyRequest, error: unknown) => void;

export function logServerError(request: FastifyRequest, error: unknown): void {
  const detail =
    error instanceof Error ? { message: error.message, stack: error.stack } : { error };
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'error', method: request.method, path: request.url.split('?')[0], ...detail })}\n`,
  );
}

// PostgreSQL "data exception" codes a value sent by a client can cause: out of range,
// unstorable character, invalid text representation, impossible date.
const CLIENT_DATA_EXCEPTIONS = new Set(['22003', '22021', '22P02', '22P05', '22007', '22008']);

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function createErrorHandler(logError: ServerErrorLogger) {
  return function handleError(
    error: FastifyError | Error,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error instanceof BodyValidationError) {
      // issue #38 item 4: the field goes with the message, so a form shows it beside the field.
      // A body that is not JSON text at all names no field (field 'body').
      return reply
        .code(400)
        .send(
          error.field && error.field !== 'body'
            ? fieldFailure(error.message, error.field)
            : failure(400, error.message),
        );
    }
    if (error instanceof BusinessError) {
      return reply.code(200).send(failure(error.code, error.message));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(failure(error.statusCode, error.message));
    }
    const status = (error as FastifyError).statusCode;
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type): say so plainly.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const msg =
        status === 400
          ? BAD_REQUEST_MESSAGE
          : (HTTP_STATUS_MESSAGES[status as 404] ?? BAD_REQUEST_MESSAGE);
      return reply.code(status).send(failure(status, msg));
    }
    logError(request, error);
    // issue #25 finding 5: a value the schemas let through but the database refuses is still
    // the request's fault (logged above, so the missing check gets fixed): 400, not 500.
    const state = sqlState(error);
    if (state !== undefined && CLIENT_DATA_EXCEPTIONS.has(state)) {
      return reply.code(400).send(failure(400, BAD_REQUEST_MESSAGE));
    }
    return reply.code(500).send(failure(500, HTTP_STATUS_MESSAGES[500]));
  };
}
