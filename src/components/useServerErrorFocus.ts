/**
 * A form refused by the server moves the focus to its first field in error (issue 36), in the page's order, so that
 * the field's message (its aria-describedby, with aria-invalid) is what a screen reader reads next. react-admin's
 * <Form> sets the server's field errors (`formErrors.ts`) without focusing any; the validators' own errors are focused
 * by react-hook-form already. Each form input calls it; only the first field in error acts.
 */
import { useEffect } from 'react';
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';

function serverErrorNames(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([name, error]) => {
    if (!error || typeof error !== 'object') return [];
    if ('type' in error && error.type === 'server') return [`${prefix}${name}`];
    if ('type' in error) return [];
    return serverErrorNames(error as FieldErrors, `${prefix}${name}.`);
  });
}

export function useServerErrorFocus(source: string): void {
  const { setFocus } = useFormContext();
  const { errors } = useFormState();
  const names = serverErrorNames(errors);
  const key = names.join('\n');

  useEffect(() => {
    if (!names.includes(source)) return;
    const fields = names.flatMap((name) => {
      const element = document.querySelector(`[name="${CSS.escape(name)}"]`);
      return element ? [{ name, element }] : [];
    });
    fields.sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    if (fields[0]?.name === source) setFocus(source);
    // The list of fields in error, not its array's identity, says whether a new refusal came.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, source, setFocus]);
}
