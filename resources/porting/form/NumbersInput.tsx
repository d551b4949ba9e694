/**
 * A porting request's numbers: a text area that takes them typed, pasted (numbersOf) or from a dropped CSV file, then
 * says under it how many there are and, for each number not taken, why: at once when it is no E.164 number or given
 * twice, and 500 ms after the last keystroke what the server says (already one of the customer's numbers, in another
 * open request). Save is refused on the field while any number is refused; what was typed stays as typed.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, List, ListItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ValidationError, useInput, useRecordContext, useTranslate, type Validator } from 'ra-core';
import { portingNumbersCheckQuery } from '@/providers/api/porting';
import { useDebounced } from '@/src/components/useDebounced';
import { useServerErrorFocus } from '@/src/components/useServerErrorFocus';
import type { InputPartProps } from '@/src/console/fields';
import { LIST_DEBOUNCE_MS } from '@/src/console/list/PortalList';
import { E164, localProblems, numbersInText, numbersOf } from './numbers';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function NumbersInput({ source, label, validate = [] }: InputPartProps) {
  useServerErrorFocus(source);
  const translate = useTranslate();
  const request = useRecordContext()?.id;
  // The server's refusals, read by the validator at the save (a ref: the validator is built once).
  const refusedByServer = useRef<{ number: string; problem: string }[]>([]);
  const validators = useMemo<Validator[]>(
    () => [
      ...validate,
      (value) => {
        const numbers = asList(value);
        const local = localProblems(numbers)[0];
        if (local) return { message: local.key, args: { item: local.number } };
        return refusedByServer.current.find((refusal) => numbers.includes(refusal.number))?.problem;
      },
    ],
    [validate],
  );
  const { id, field, fieldState, formState } = useInput<string[]>({ source, validate: validators });
  const joined = asList(field.value).join('\n');
  const [typed, setTyped] = useState(joined);
  const [held, setHeld] = useState(joined);
  const [dropped, setDropped] = useState<string>();
  if (joined !== held) {
    setHeld(joined);
    if (numbersOf(typed).join('\n') !== joined) setTyped(joined);
  }
  const numbers = numbersOf(typed);
  const local = localProblems(numbers);
  const wellFormed = [...new Set(numbers.filter((number) => E164.test(number)))];
  const asked = useDebounced(wellFormed, LIST_DEBOUNCE_MS);
  const check = useQuery({ ...portingNumbersCheckQuery(asked, request), enabled: asked.length > 0 });
  const serverProblems = (check.data?.problems ?? []).filter((refusal) => wellFormed.includes(refusal.number));
  useEffect(() => {
    refusedByServer.current = serverProblems;
  });
  const refusals = [
    ...local.map(({ number, key }) => ({ number, text: translate(key, { item: number }) })),
    ...serverProblems.map(({ number, problem }) => ({ number, text: problem })),
  ];
  const error = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
  const change = (text: string) => {
    setTyped(text);
    field.onChange(numbersOf(text));
  };
  const summaryId = `${id}-summary`;
  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        id={id}
        name={field.name}
        inputRef={field.ref}
        label={translate(label)}
        required
        multiline
        minRows={4}
        fullWidth
        value={typed}
        onChange={(event) => change(event.target.value)}
        onBlur={field.onBlur}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          const file = event.dataTransfer.files[0];
          if (!file) return;
          event.preventDefault();
          void file.text().then(
            (text) => {
              const found = numbersInText(text);
              setDropped(
                translate(
                  found.length ? 'resources.porting.numbersInput.dropped' : 'resources.porting.numbersInput.unreadable',
                  { smart_count: found.length, name: file.name },
                ),
              );
              if (found.length) change([typed.trim(), ...found].filter(Boolean).join('\n'));
            },
            () => setDropped(translate('resources.porting.numbersInput.unreadable', { name: file.name })),
          );
        }}
        error={Boolean(error)}
        helperText={error ? <ValidationError error={error} /> : translate('resources.porting.numbersInput.hint')}
        slotProps={{ htmlInput: { 'aria-describedby': summaryId } }}
      />
      <Box id={summaryId} aria-live="polite" sx={{ mt: 0.5 }}>
        <Typography variant="body2">
          {translate('resources.porting.numbersInput.count', { smart_count: numbers.length })}
          {check.isFetching ? ` · ${translate('resources.porting.numbersInput.checking')}` : ''}
        </Typography>
        {dropped ? <Typography variant="body2">{dropped}</Typography> : null}
        {refusals.length ? (
          <>
            <Typography variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
              {translate('resources.porting.numbersInput.refused')}
            </Typography>
            <List dense disablePadding>
              {refusals.map(({ number, text }, index) => (
                <ListItem
                  key={`${number}-${index}`}
                  disableGutters
                  sx={{ color: 'error.main', py: 0, typography: 'body2' }}
                >
                  {text}
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
