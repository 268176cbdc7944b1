/**
 * Errors a command or route throws to answer with a status. The central error handler
 * turns them into the JSON shapes of the architecture's contract.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422 with `{message, errors: {field: [text]}}`. */
export class ValidationError extends HttpError {
  constructor(readonly errors: Record<string, string[]>) {
    super(422, Object.values(errors)[0]?.[0] ?? 'Invalid input');
    this.name = 'ValidationError';
  }
}

/** A private thing and a missing thing answer alike: both are this. */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
