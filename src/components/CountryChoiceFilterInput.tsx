/**
 * A filter whose choices belong to the chosen country (an area, a destination): the country's choices, disabled until
 * a country is chosen, and cleared when the user picks another country.
 */
import { useEffect, useRef } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import type { SelectOption } from '@/providers/entities/account';

export interface CountryChoiceFilterProps {
  source: string;
  /** i18n key of the input's label. */
  label: string;
  alwaysOn?: boolean;
}

interface Props<V extends number | string, K extends QueryKey> extends CountryChoiceFilterProps {
  /** The choices of a country. */
  query: (country: number | string) => UseQueryOptions<SelectOption<V>[], Error, SelectOption<V>[], K>;
}

export function CountryChoiceFilterInput<V extends number | string, K extends QueryKey>({
  source,
  label,
  query,
}: Props<V, K>) {
  const country = useWatch({ name: 'country' }) as string | number | undefined;
  const { getValues, setValue, watch } = useFormContext();
  const hasCountry = country != null && country !== '';
  const { data: choices = [], isPending } = useQuery({ ...query(country ?? ''), enabled: hasCountry });
  // The choice belongs to one country: another country (or none) that the user picks drops it. Only the user's own
  // change (react-hook-form's 'change' event): the form taking its values from the URL (a link, a reload, Back) or
  // the country's choices loading must keep the area the URL gave (spec part 2, "Changing the country clears area and
  // destination"). The clearing itself waits for the render, after the filter form has taken the country's change:
  // set from within the change, the form would submit the old area with the new country.
  const userPicked = useRef(false);
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name === 'country' && type === 'change') userPicked.current = true;
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  useEffect(() => {
    if (!userPicked.current) return;
    userPicked.current = false;
    if (getValues(source)) setValue(source, '', { shouldDirty: true });
  }, [country, source, getValues, setValue]);

  return (
    <SelectInput
      source={source}
      label={label}
      choices={hasCountry ? choices : []}
      isPending={hasCountry && isPending}
      disabled={!hasCountry}
      optionValue="value"
      optionText="name"
    />
  );
}
