/**
 * Rules of the cart configuration form (spec part 1 sections 4 and 5 "Cart line"): each line needs a
 * profile, a trunk and a DID service type; the apply-to-all row copies a value into every line;
 * DID (and PSTN-upgrade) lines and backorder lines are saved through separate calls; a 400 of a save
 * is a list of error objects, one per line in the order sent.
 */
import type { CartDidLine, CartLineSave } from '@/providers/types';

export const LINE_FIELDS = ['profile', 'trunk', 'use_case'] as const;
export type LineField = (typeof LINE_FIELDS)[number];
/** '' while nothing is chosen. */
export type LineChoice = Record<LineField, number | ''>;
/** Choices the user made, by line id (a line without an entry shows what the server saved). */
export type Choices = Record<number, Partial<LineChoice>>;
/** Messages by line id, then by field (`id` and `non_field_errors` are shown on the line as a whole). */
export type LineErrors = Record<number, Partial<Record<LineField | 'line', string>>>;

type Line = Pick<CartDidLine, 'id' | 'is_backorder' | LineField>;

/** What a line shows: the user's choice, else the saved value, else nothing. */
export function effectiveChoice(line: Line, choices: Choices): LineChoice {
  const chosen = choices[line.id] ?? {};
  const value = (field: LineField) => chosen[field] ?? line[field] ?? '';
  return { profile: value('profile'), trunk: value('trunk'), use_case: value('use_case') };
}

/** The apply-to-all row: the value goes into the same field of every line. */
export function applyToAll(choices: Choices, lineIds: number[], field: LineField, value: number | ''): Choices {
  const next: Choices = { ...choices };
  for (const id of lineIds) next[id] = { ...next[id], [field]: value };
  return next;
}

/** Client-side check before saving: every field of every line is required. Empty when all is set. */
export function requiredErrors(lines: Line[], choices: Choices, message: string): LineErrors {
  const errors: LineErrors = {};
  for (const line of lines) {
    const choice = effectiveChoice(line, choices);
    const missing = LINE_FIELDS.filter((field) => choice[field] === '');
    if (missing.length) errors[line.id] = Object.fromEntries(missing.map((field) => [field, message]));
  }
  return errors;
}

/** The two save bodies: DID and PSTN-upgrade lines go to dids/save, backorder lines to backorders/save. */
export function savePayloads(lines: Line[], choices: Choices): { dids: CartLineSave[]; backorders: CartLineSave[] } {
  const body = (line: Line): CartLineSave => {
    const choice = effectiveChoice(line, choices);
    return {
      id: line.id,
      profile: Number(choice.profile),
      trunk: Number(choice.trunk),
      use_case: Number(choice.use_case),
    };
  };
  return {
    dids: lines.filter((line) => !line.is_backorder).map(body),
    backorders: lines.filter((line) => line.is_backorder).map(body),
  };
}

const join = (value: unknown): string | undefined =>
  Array.isArray(value)
    ? value.filter((item) => typeof item === 'string').join(' ') || undefined
    : typeof value === 'string'
      ? value
      : undefined;

/**
 * A save's 400 list mapped onto the lines sent (same order). Field messages go on their field; `id` and
 * `non_field_errors` on the line. A body that is not a list gives nothing (the caller shows a general error).
 */
export function mapSaveErrors(sent: Pick<CartLineSave, 'id'>[], raw: unknown): LineErrors {
  if (!Array.isArray(raw)) return {};
  const errors: LineErrors = {};
  raw.forEach((item: unknown, index) => {
    const line = sent[index];
    if (!line || !item || typeof item !== 'object') return;
    const entry: LineErrors[number] = {};
    const record = item as Record<string, unknown>;
    for (const field of LINE_FIELDS) {
      const message = join(record[field]);
      if (message) entry[field] = message;
    }
    const general = [join(record.id), join(record.non_field_errors)].filter(Boolean).join(' ');
    if (general) entry.line = general;
    if (Object.keys(entry).length) errors[line.id] = entry;
  });
  return errors;
}

/** Clears the message of one field of one line (the user changed it). */
export function clearError(errors: LineErrors, lineId: number, field: LineField): LineErrors {
  const current = errors[lineId];
  if (!current?.[field]) return errors;
  const rest = { ...current };
  delete rest[field];
  return { ...errors, [lineId]: rest };
}
