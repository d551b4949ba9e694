/**
 * The new ticket's Country select, following its DIDs: when the chosen numbers all belong to one country, the field
 * takes it and says so; when they give none (no number, or numbers of several countries), the field holds the
 * customer's own choice, never a default set behind their back. A number's country is the DIDs picker's (in the
 * query cache), else asked once (a number the navigation state brought).
 */
import { useEffect, useRef } from 'react';
import { MenuItem } from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { didCountryQuery, ticketCountriesQuery } from '@/providers/api/tickets';
import type { InputPartProps } from '@/src/console/fields';
import { FormTextField } from '@/src/components/FormTextField';
import { useCountryOptions } from '@/src/components/countryName';

export const NO_COUNTRY = '';

/** The one country of `dids`, when every one of them has a known country and it is the same. */
export function countryOfDids(
  dids: readonly string[],
  known: Readonly<Record<string, number | null | undefined>>,
): number | undefined {
  const countries = new Set(dids.map((did) => known[did]));
  if (dids.length === 0 || countries.size !== 1) return undefined;
  const [country] = [...countries];
  return typeof country === 'number' ? country : undefined;
}

/** The country of each chosen DID, as far as known yet (did -> country id, null for none). */
function useDidCountries(dids: readonly string[]) {
  return useQueries({
    queries: dids.map((did) => didCountryQuery(did)),
    combine: (answers) => Object.fromEntries(dids.map((did, index) => [did, answers[index]?.data])),
  });
}

export function CountryInput({ source, label }: InputPartProps) {
  const translate = useTranslate();
  const countries = useQuery(ticketCountriesQuery);
  const options = useCountryOptions(countries.data);
  const { getValues, setValue } = useFormContext();
  const watched: unknown = useWatch({ name: 'dids' });
  const dids = Array.isArray(watched) ? (watched as string[]) : [];
  const fromDids = countryOfDids(dids, useDidCountries(dids));
  // What the customer chose themselves, given back when the DIDs stop naming a country.
  const ownChoice = useRef<unknown>(fromDids === undefined ? getValues(source) : NO_COUNTRY);
  const country: unknown = useWatch({ name: source });
  // Whether the field holds the DIDs' country (rather than a choice of the customer).
  const following = useRef(fromDids !== undefined);
  const lastFromDids = useRef(fromDids);

  // Only a change of the DIDs' country moves the field: a choice made after it stays.
  useEffect(() => {
    if (fromDids === lastFromDids.current) return;
    lastFromDids.current = fromDids;
    if (fromDids !== undefined) {
      setValue(source, fromDids, { shouldDirty: true });
      following.current = true;
    } else if (following.current) {
      setValue(source, ownChoice.current ?? NO_COUNTRY, { shouldDirty: true });
      following.current = false;
    }
  }, [fromDids, setValue, source]);

  return (
    <FormTextField
      source={source}
      select
      fullWidth
      sx={{ mb: 2 }}
      label={translate(label)}
      disabled={!countries.data}
      // "None" shows while no country is chosen: the field never looks set when it is not.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      helperText={fromDids !== undefined && country === fromDids ? translate('tickets.countryFromDids') : undefined}
      onChange={(value) => {
        ownChoice.current = value;
        following.current = false;
      }}
    >
      <MenuItem value={NO_COUNTRY}>{translate('tickets.noCountry')}</MenuItem>
      {options.map((country) => (
        <MenuItem key={country.value} value={country.value}>
          {country.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
