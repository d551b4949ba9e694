/**
 * The new group's name, bound to react-admin's <Form>: required (shown once the form is sent, with the other choices'
 * messages), checked for uniqueness 500 ms after typing with the spec's duplicate message, and the server's refusal on
 * the field. The rename form is generated (the definition's `name` input, UniqueInput): it holds its save while the
 * name is empty, where this form lets Create show every missing choice at once.
 */
import { useEffect, type RefObject } from 'react';
import { TextField } from '@mui/material';
import { required, useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { useGroupNameCheck, type NameCheck } from './useGroupNameCheck';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';

export const NAME = 'name';

const isRequired = required('common.validation.required');

/**
 * What the form answers when sent with a name the live check found taken (the check is not a field validator: it
 * would keep an answer about the name typed before).
 */
export const DUPLICATE = 'capacity.didGroups.duplicate';

export function GroupNameField({ checkRef }: { checkRef: RefObject<NameCheck> }) {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput<string>({ source: NAME, validate: isRequired });
  useServerErrorFocus(field.name);
  const check = useGroupNameCheck(field.value ?? '');
  useEffect(() => {
    checkRef.current = check;
  }, [check, checkRef]);
  // The live check speaks first: a taken name, or a name being checked, hides an older message.
  const error =
    check === 'duplicate'
      ? DUPLICATE
      : check !== 'checking' && formState.isSubmitted
        ? fieldState.error?.message
        : undefined;
  const helper = error ? (
    <InputHelperText error={error} />
  ) : check === 'checking' ? (
    translate('capacity.didGroups.checking')
  ) : undefined;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate('capacity.didGroups.form.name')}
      required
      fullWidth
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={helper}
    />
  );
}
