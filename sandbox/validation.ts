/** Request-body reading and field validation that collect DRF error bodies (field -> messages). */
import type { SandboxContext } from './env';
import { DrfError, MESSAGES, badRequest, type DrfBody } from './errors';

export type Body = Record<string, unknown>;

/**
 * Receives the whole body now and keeps it for the readers below and `parseBody` (Hono caches it); a failure is left for
 * the handler's own read to meet. Parses nothing.
 */
export async function bufferBody(c: SandboxContext): Promise<void> {
  await c.req.arrayBuffer().catch(() => undefined);
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Why a text may not be stored, or undefined: a NUL, any other C0 control character but tab, line feed and carriage
 * return (which multi-line text needs; a single-line field's own rule may refuse them), or a lone surrogate (half of a
 * character, not text). DRF's words for NUL and surrogates (ProhibitNullCharactersValidator,
 * ProhibitSurrogateCharactersValidator), the same style for the other controls.
 */
export function textProblem(text: string): string | undefined {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return 'Null characters are not allowed.';
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN)
      return `Control characters are not allowed: ${codePoint(code)}.`;
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) i += 1;
    else if (isHighSurrogate(code) || isLowSurrogate(code))
      return `Surrogate characters are not allowed: ${codePoint(code)}.`;
  }
  return undefined;
}

/** The first problem of any string (value or key) anywhere in a parsed JSON value. */
function firstTextProblem(value: unknown): string | undefined {
  if (typeof value === 'string') return textProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = firstTextProblem(item);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const problem = textProblem(key) ?? firstTextProblem(item);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Refuses the strings no field may store (textProblem) with a 400: on the top-level field that holds one (whatever
 * its depth under it), else (a key that has one, a body that is not an object) in `non_field_errors`.
 */
export function refuseUnsafeText(body: unknown): void {
  const errors = new FieldErrors();
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      const keyProblem = textProblem(key);
      const problem = keyProblem ?? firstTextProblem(value);
      if (problem) errors.add(keyProblem ? 'non_field_errors' : key, problem);
    }
  } else {
    const problem = firstTextProblem(body);
    if (problem) errors.add('non_field_errors', problem);
  }
  errors.check();
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** No request of the API nests deeper; a deeper body is refused before it is parsed or walked (issue 50 item 5). */
export const MAX_JSON_DEPTH = 32;

/** How deep a JSON text's arrays and objects nest, brackets inside strings left out: one pass, no recursion. */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return deepest;
}

/**
 * The name of a form body's text field whose bytes are not UTF-8 (Request.formData() would have made them U+FFFD), or
 * undefined when every text field is: the parts of a multipart body that carry no file name, the pairs of a
 * urlencoded one. Called after the body parsed, so its framing is known to be sound.
 */
export function notUtf8Field(raw: Uint8Array, contentType: string): string | undefined {
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    for (const pair of Buffer.from(raw).toString('latin1').split('&')) {
      const [name, value = ''] = pair.split('=');
      try {
        decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        return name;
      }
    }
    return undefined;
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const body = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  for (let at = body.indexOf(delimiter); at >= 0;) {
    const start = at + delimiter.length;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    // A part: CRLF, its headers, a blank line, its content, CRLF.
    const part = body.subarray(start, next);
    const split = part.indexOf('\r\n\r\n');
    const disposition = /content-disposition:[^\r\n]*/i.exec(part.subarray(0, Math.max(split, 0)).toString())?.[0];
    if (split >= 0 && disposition && !/filename\*?=/i.test(disposition)) {
      try {
        UTF8.decode(part.subarray(split + 4, Math.max(split + 4, part.length - 2)));
      } catch {
        return /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
      }
    }
    at = next;
  }
  return undefined;
}

/** A form body (already parsed) with a text field that is no UTF-8: a 400 on that field. */
export async function refuseNotUtf8Form(c: SandboxContext): Promise<void> {
  const field = notUtf8Field(new Uint8Array(await c.req.arrayBuffer()), c.req.header('Content-Type') ?? '');
  if (field !== undefined) throw badRequest({ [field || 'non_field_errors']: ['This field is not valid UTF-8 text.'] });
}

/**
 * The parsed JSON of a request body, `undefined` when it is empty: the one place a JSON body is parsed, so that
 * malformed JSON is always a 400 (the lint config forbids reading bodies elsewhere), and so is a string no field may
 * store (refuseUnsafeText: NUL, other control characters, lone surrogates).
 */
export async function readJsonValue(c: SandboxContext): Promise<unknown> {
  let text: string;
  try {
    // Invalid UTF-8 is refused, not stored as U+FFFD (issue 50 item 6).
    text = UTF8.decode(await c.req.arrayBuffer());
  } catch {
    throw badRequest({ detail: 'JSON parse error - the body is not valid UTF-8.' });
  }
  if (!text.trim()) return undefined;
  // A page of another site can post a form, text/plain or an untyped body without a preflight, never
  // application/json: a body of another type is refused (issue 50 item 9: a cross-site form could ask for resets).
  const type = (c.req.header('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') {
    throw new DrfError(415, {
      detail: `Unsupported media type "${type || '(none)'}" in request. Send application/json.`,
    });
  }
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw badRequest({ detail: `JSON parse error - nested deeper than ${MAX_JSON_DEPTH} levels.` });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (error) {
    throw badRequest({ detail: `JSON parse error - ${(error as Error).message}` });
  }
  refuseUnsafeText(parsed);
  return parsed;
}

/** DRF's name of a JSON value's type, for "Expected ... but got ..." messages. */
export function jsonTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'dict';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return typeof value === 'boolean' ? 'bool' : typeof value;
}

/** The JSON object of a request; an empty body is `{}`. */
export async function readJson(c: SandboxContext): Promise<Body> {
  const parsed = await readJsonValue(c);
  if (parsed === undefined) return {};
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${jsonTypeName(parsed)}.`] });
  }
  return parsed as Body;
}

/**
 * The portal's e-mail rule, react-admin's `email` validator (src/components/emailRule.ts), in the sandbox's words: its
 * pattern, so that the sandbox refuses exactly what the portal refuses (tests/src/components/emailRule.test.ts compares them).
 */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
export const isEmail = (value: string): boolean => EMAIL.test(value);

export class FieldErrors {
  private readonly errors: DrfBody = {};

  add(field: string, message: string): void {
    const list = this.errors[field];
    if (Array.isArray(list)) list.push(message);
    else this.errors[field] = [message];
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** Throws the 400 when any field failed. */
  check(): void {
    if (Object.keys(this.errors).length > 0) throw badRequest(this.errors);
  }
}

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** A string field; missing or blank is "This field is required." when required, else ''. */
export function stringField(
  body: Body,
  field: string,
  errors: FieldErrors,
  { required = false, maxLength = 255 }: { required?: boolean; maxLength?: number } = {},
): string {
  const value = body[field];
  if (isMissing(value) || (typeof value === 'string' && !value.trim())) {
    if (required) errors.add(field, MESSAGES.required);
    return '';
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    errors.add(field, MESSAGES.notAString);
    return '';
  }
  const text = String(value).trim();
  if (text.length > maxLength) errors.add(field, MESSAGES.maxLength(maxLength));
  return text;
}

/** A required e-mail address. */
export function emailField(body: Body, field: string, errors: FieldErrors, { required = true } = {}): string {
  const value = stringField(body, field, errors, { required, maxLength: 254 });
  if (value && !isEmail(value)) errors.add(field, MESSAGES.invalidEmail);
  return value;
}

/** An id that must name an existing row (`exists`); integers or digit strings are accepted. */
export function choiceField(
  body: Body,
  field: string,
  errors: FieldErrors,
  exists: (id: number) => boolean,
  invalid: string,
): number | undefined {
  const value = body[field];
  if (isMissing(value)) {
    errors.add(field, MESSAGES.required);
    return undefined;
  }
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(id) || !exists(id)) {
    errors.add(field, invalid);
    return undefined;
  }
  return id;
}

/** A list of ids that must all exist; missing is an empty list. */
export function idListField(body: Body, field: string, errors: FieldErrors, exists: (id: number) => boolean): number[] {
  const value = body[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.add(field, MESSAGES.notAList(typeof value === 'string' ? 'str' : typeof value));
    return [];
  }
  const ids: number[] = [];
  for (const item of value) {
    const id = typeof item === 'number' ? item : typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : NaN;
    if (!Number.isInteger(id) || !exists(id)) errors.add(field, MESSAGES.invalidPk(item));
    else if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
