/**
 * A collection's fields, declared once in its definition (resources/<name>/index.ts): what each field is (its kind)
 * and what it does in each view. The generated views (src/console/views/) read these declarations and render every
 * field with its kind's renderer (src/console/kinds/), so a definition never repeats a formatter, a label or a column.
 *
 * Declarations are data: the registry (and so the first signed-in load) carries no renderer. A part that replaces a
 * renderer is a `lazyPart`, loaded with the view that shows it.
 */
import type { LazyPart } from './lazyPart';
import type { MessageKey } from '@/src/i18n/en';
import type { UniqueCheck } from '@/src/console/views/useUniqueNameCheck';
import type { Validator } from 'ra-core';

export type FieldKind =
  | 'text'
  | 'number'
  | 'money'
  | 'day'
  | 'date'
  | 'dateTime'
  | 'utcDateTime'
  | 'duration'
  | 'boolean'
  | 'badge'
  | 'choice'
  | 'country'
  | 'reference'
  | 'file'
  | 'list';

/** A label: a key of the English catalogue (src/i18n/en.ts), so that a misspelt or missing key fails the type check. */
export type LabelKey = MessageKey;

/**
 * One filter of the list, its own URL parameter (listUrl.ts). `U` is that parameter's name as the definition writes
 * it, so that a list's `filterOrder` can only name declared filters.
 */
export interface FilterSpec<U extends string = string> {
  /** The URL parameter, which is also the filter's source in the list (the spec's name where it gives one). */
  url: U;
  /** The API's query parameter (default: the field's source). */
  api?: string;
  /** The filter's label (default: the field's label). */
  label?: LabelKey;
  /** How it is typed, when not as the field's kind would (a date-time field filtered by day, a search box). */
  input?: FieldKind;
  /** Values that are numbers in the URL (a country's id). */
  numeric?: boolean;
  /** A replaced input (it receives `source` and `label`). */
  component?: LazyPart<FilterPartProps>;
}

export interface FilterPartProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/** What a form input checks, with the spec's messages. */
export interface InputSpec {
  required?: boolean;
  /** The required message where it is not "This field is required." (an i18n key: "This is required field."). */
  requiredMessage?: LabelKey;
  /**
   * A value no other record may have (a name): the server is asked (`check`, a module-level API call) 500 ms after the
   * last keystroke; a taken value shows `message` (an i18n key) on the field, `checking` (default "Checking…") stands
   * under it meanwhile, and Save waits for a value the check found free (a check that failed blocks nothing: the server
   * still refuses). In an edit form the record's own value counts as free.
   */
  unique?: { check: UniqueCheck; message: LabelKey; checking?: LabelKey };
  /** The input has the focus when the form opens (a form's one main input). */
  autoFocus?: boolean;
  /** A pattern the value must match (for a list, each of its values), and the message (an i18n key) when it does not. */
  pattern?: { regex: RegExp; message: LabelKey };
  /** At most this many characters, as the API takes: a longer value is refused on the field before any request. */
  maxLength?: number;
  /** The browser's keyboard and autofill: e-mail addresses, phone numbers. */
  type?: 'email' | 'tel' | 'text';
  /** An example in the empty input (an i18n key). */
  placeholder?: LabelKey;
  /** A text of several lines (a ticket's description, an address): a text area of five lines that grows. */
  multiline?: boolean;
  /** A replaced input (it receives `source` and `label` inside the form). */
  component?: LazyPart<InputPartProps>;
}

export interface InputPartProps {
  source: string;
  label: string;
  validate?: Validator[];
}

/**
 * A field's part in the phone card: the key line, the badge at its right, or one of the lines under it (`line`: with
 * its label; `plain`: without, where the value says what it is: an e-mail, a description), the card's action at its
 * right (`action`: a row's own button, in place of the generated row actions), or the row's selection checkbox at its
 * left (`select`: a list with bulk actions, whose toolbar then stands in one menu on a phone).
 */
export type CardRole = 'key' | 'badge' | 'line' | 'plain' | 'action' | 'select';

/**
 * A field's part in the phone card, where a role alone cannot say it: a line that joins several fields ("Stock: 63 ·
 * Lead time: 1", "Austria, Vienna"), or a line whose text the card composes (a duration with its billable time).
 */
export interface CardSpec<L extends string = string, R = unknown> {
  /** Its own line's role (default `line`), where it is not on another field's line. */
  role?: CardRole;
  /**
   * On the line of that field (after it and the fields joined before it, in the fields' order), not a line of its own.
   * `defineResource` checks that the collection declares that field.
   */
  line?: L;
  /**
   * What stands before it on that line: by default " · " and its label ("· Lead time: 1"); these characters and no
   * label otherwise (", " in a place, " → " between a call's parties). A blank value is left out, with them.
   */
  join?: string;
  /**
   * The card's renderer of this field, in place of its display: a line whose text is composed of several fields (it keeps
   * on one line what must not break there).
   */
  render?: LazyPart<CellPartProps<R>>;
}

/** Where a column or a show row links to. */
export type LinkTarget = 'show' | 'edit';

/** The choices of a choice or badge field: value -> label key, or a lookup query for values from the API. */
export interface Choices {
  labels?: Readonly<Record<string, LabelKey>>;
  /** Badge colours by value (MUI chip colours). */
  colors?: Readonly<Record<string, 'default' | 'success' | 'warning' | 'error' | 'info' | 'primary'>>;
  /** A lookup whose answer lists `{ id, name }` (the choices of a form's select). */
  lookup?: {
    queryKey: readonly unknown[];
    queryFn: () => Promise<readonly LookupItem[]>;
  };
}

/** One item of a lookup's answer: its id and its name. */
export interface LookupItem {
  id: string | number;
  name?: string;
}

/** A file field's name and accessible name. */
export interface FileSpec {
  /** The record's field with the file's name (`document_filename`): the link's text, and the file in a CSV. */
  name?: string;
  /** The link's accessible name, an i18n key taking the record's fields and `name` ("View %{name}"). */
  label?: LabelKey;
}

/** What a field's part receives: the record (the type the part names, as `RecordPartProps`) and the field's name. */
export interface CellPartProps<R = Record<string, unknown>> {
  record: R;
  source: string;
}

/**
 * One field. `L` is the field whose card line it joins and `U` its filters' URL parameters, as the definition writes
 * them (kept as literals by the kind helpers below, so that `defineResource` can check them against the collection);
 * `R` the record type its parts read (unknown without a part).
 */
export interface FieldSpec<L extends string = string, U extends string = string, R = unknown> extends FieldOptions<
  L,
  U,
  R
> {
  kind: FieldKind;
}

/** What a kind helper (`text({ … })`) takes: everything of a field but its kind. */
export interface FieldOptions<L extends string = string, U extends string = string, R = unknown> {
  /** Where the value is in the record when not under the field's name (`type.name`). */
  path?: string;
  /** The field's label (default `resources.<name>.fields.<field>`). */
  label?: LabelKey;
  /**
   * Its column in the list's table: false for none; `link` makes the value the way to the record's page; `wrap` lets
   * its values break across lines (true) or keeps each on one (false), where its kind would not.
   */
  column?: false | { link?: LinkTarget; wrap?: boolean };
  /** Its role on the phone card (none by default), or its place on another field's line. */
  card?: CardRole | CardSpec<L, R>;
  /** Its row on the show page (true by default where the resource has one). */
  show?: boolean;
  /** Its show row only when the record has a value (not none, not only spaces; for a flag, only when it is on). */
  hideEmpty?: boolean;
  /** One filter, or two (a range: from, to). */
  filter?: FilterSpec<U> | readonly [FilterSpec<U>, FilterSpec<U>];
  /** Its input in the create and edit forms (none by default). */
  input?: InputSpec | true;
  choices?: Choices;
  /** For a reference: the collection it points to and the path of that record's page. */
  reference?: {
    /** The collection, where the value is always one collection's record. */
    resource?: string;
    path?: string;
    label?: string;
    /**
     * A record of one of several collections (`{ type, id, name }`): each type's page, by the value's `type` (a path
     * with its id parameter, or a page without one); a type not listed is shown as text.
     */
    paths?: Readonly<Record<string, string>>;
    /** The value's flag that the record still exists: when it is false, the name is shown as text (no page to open). */
    exists?: string;
  };
  /** For a file: the text shown, an i18n key taking the record's fields and `name`. */
  linkText?: LabelKey;
  /** For a file: where the record has the file's name (a dotted path), and its link's accessible name. */
  file?: FileSpec;
  /** A replaced renderer in every view (cell, card line, show row). */
  render?: LazyPart<CellPartProps<R>>;
  /** What a blank value (none, or only spaces) reads as in every view, an i18n key ("-"); default: nothing. */
  empty?: LabelKey;
}

const kind =
  (name: FieldKind) =>
  // NoInfer: the literals come from the options alone, never from where the field is used (which would widen them).
  <L extends string = never, U extends string = never, R = unknown>(
    options: FieldOptions<L, U, R> = {},
  ): FieldSpec<NoInfer<L>, NoInfer<U>, NoInfer<R>> => ({
    ...options,
    kind: name,
  });

export const text = kind('text');
export const number = kind('number');
/** An amount in the customer's currency. */
export const money = kind('money');
/** A day as 'd mmm yyyy' (invoices, balance history). */
export const day = kind('day');
/** A day as dd-mm-yyyy (a number's earliest cancel date). */
export const date = kind('date');
/** dd-mm-yyyy H:MM:ss in the reader's time zone. */
export const dateTime = kind('dateTime');
/** dd-mm-yyyy H:MM:ss in UTC (call records). */
export const utcDateTime = kind('utcDateTime');
/** Seconds shown as H:MM:SS. */
export const duration = kind('duration');
export const boolean = kind('boolean');
/** A status shown as a chip. */
export const badge = kind('badge');
/** One of a few values, shown by its label. */
export const choice = kind('choice');
/** A country, by the API's English name, shown in the portal's language. */
export const country = kind('country');
/** Another collection's record. */
export const reference = kind('reference');
/** A signed file of the API (a document, an attachment): a link to it, named by its file name. */
export const file = kind('file');
/**
 * A list of values (a request's numbers): "the first and N more" in a cell, one a line in a form's text area, the
 * input's `pattern` checked on each value (its message may name it: `%{item}`), each value once.
 */
export const list = kind('list');

/** A field's label key: its own, else react-admin's convention (a key the catalogue is expected to have). */
export const labelOf = (resource: string, name: string, field: FieldSpec): string =>
  field.label ?? `resources.${resource}.fields.${name}`;

/** The field's value in a record (a dotted path). */
export function valueOf(record: Record<string, unknown> | undefined, name: string, field: FieldSpec): unknown {
  let value: unknown = record;
  for (const key of (field.path ?? name).split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export const filtersOf = (field: FieldSpec): readonly FilterSpec[] =>
  field.filter === undefined ? [] : 'url' in field.filter ? [field.filter] : field.filter;

/** The field's card declaration as an object (none: undefined). */
export const cardOf = (field: FieldSpec): CardSpec | undefined =>
  field.card === undefined ? undefined : typeof field.card === 'string' ? { role: field.card } : field.card;

export const inputOf = (field: FieldSpec): InputSpec | undefined =>
  field.input === true ? {} : field.input === undefined ? undefined : field.input;
