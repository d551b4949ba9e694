/**
 * A form refused by the server moves the focus to its first field in error (issue 36), in the page's order, so that
 * the field's message (its aria-describedby, with aria-invalid) is what a screen reader reads next. react-admin's
 * <Form> sets the server's field errors (`formErrors.ts`) without focusing any; the validators' own errors are focused
 * by react-hook-form already. Each form input calls `useServerErrorFocus`; only the first field in error acts. A form
 * with a state of its own (the end-user editor, the login page) calls `useRefusalFocus` (`refusalFocus.ts`) instead.
 */
import { useEffect } from 'react';
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { firstInPageOrder, scrollToMiddle } from './refusalFocus';

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
    const byName = new Map(names.map((name) => [document.querySelector(`[name="${CSS.escape(name)}"]`), name]));
    const first = firstInPageOrder([...byName.keys()]);
    if (!first || byName.get(first) !== source) return;
    // The field first brought to the middle of the window (a select's named input is its hidden one), then focused.
    scrollToMiddle(first);
    setFocus(source);
    // The list of fields in error, not its array's identity, says whether a new refusal came.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, source, setFocus]);
}

/** For an input of react-admin's own (TextInput, PasswordInput) placed in a form: renders nothing. */
export function ServerErrorFocus({ source }: { source: string }): null {
  useServerErrorFocus(source);
  return null;
}
