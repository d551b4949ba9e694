/** Django REST framework-shaped refusals: throw one from any handler; the app turns it into the answer. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type DrfBody = Record<string, string[] | string>;

export class DrfError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: DrfBody;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, body: DrfBody, headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const MESSAGES = {
  required: 'This field is required.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  csrf: 'CSRF Failed: CSRF token missing or incorrect.',
  notFound: 'Not found.',
  invalidEmail: 'Enter a valid email address.',
  notAString: 'Not a valid string.',
  notAList: (type: string) => `Expected a list of items but got type "${type}".`,
  invalidPk: (value: unknown) => `Invalid pk "${String(value)}" - object does not exist.`,
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
} as const;

export const notFound = () => new DrfError(404, { detail: MESSAGES.notFound });
export const badRequest = (body: DrfBody) => new DrfError(400, body);
export const forbidden = (detail: string) => new DrfError(403, { detail });
export const methodNotAllowed = (method: string, allowed: string[]) =>
  new DrfError(405, { detail: `Method "${method}" not allowed.` }, { Allow: allowed.join(', ') });
