/**
 * The group name, bound to react-admin's <Form>: required (shown once the form is sent), checked for uniqueness
 * 500 ms after typing with the spec's duplicate message, and the server's refusal on the field.
 */
import { useEffect, type RefObject } from 'react';
import { TextField } from '@mui/material';
import { required, useInput, useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { useGroupNameCheck, type NameCheck } from './useGroupNameCheck';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';

export const NAME = 'name';

const requiredOnCreate = required('common.validation.required');
const requiredOnRename = required('common.validation.requiredField');

/**
 * What the form answers when sent with a name the live check found taken (the check is not a field validator: it
 * would keep an answer about the name typed before).
 */
export const DUPLICATE = 'capacity.didGroups.duplicate';

interface Props {
  /** The group's own name when renaming: it counts as free. */
  currentName?: string;
  checkRef: RefObject<NameCheck>;
}

export function GroupNameField({ currentName, checkRef }: Props) {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput<string>({
    source: NAME,
    // Spec part 1 section 5 words the rename's own message; the create form's is every other field's.
    validate: currentName === undefined ? requiredOnCreate : requiredOnRename,
  });
  useServerErrorFocus(field.name);
  const check = useGroupNameCheck(field.value ?? '', currentName);
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
