/** A cell of "Available end users and required data + Documents" (spec part 1 section 2). */
export type ProfileCell = { state: 'missing' } | { state: 'optional' } | { state: 'value'; value: string };

/** Missing when required and empty, Optional when not required and empty, else the value. */
export function profileCell(value: string | null | undefined, required: boolean): ProfileCell {
  const text = value?.trim() ?? '';
  if (text) return { state: 'value', value: text };
  return required ? { state: 'missing' } : { state: 'optional' };
}
