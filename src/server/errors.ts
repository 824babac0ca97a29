/** The one application error. Its message is shown to users, so it must be safe and clear. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;
  readonly headers: Record<string, string>;

  constructor(status: AppError['status'], message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

export const notFound = (what = 'Not found') => new AppError(404, what);

/** A reading that is missing or someone else's: the same 404, so an id tells nothing about another's readings. */
export const READING_NOT_FOUND = 'Reading not found';
export const READER_UNAVAILABLE = 'The reader is unavailable right now. Please try again.';
export const readerUnavailable = () => new AppError(502, READER_UNAVAILABLE);

/** What a failure nobody foresaw answers: the details are in the log, never in the answer. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const BODY_TOO_LARGE = 'The request body is too large';

/** The error page's headings, for a page (not the API) that failed. */
export const ERROR_PAGE_TITLES = { retry: 'Please try again soon', wrong: 'Something is not right' } as const;

/** What a request answers (503, with Retry-After) while the database cannot be reached. */
export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
