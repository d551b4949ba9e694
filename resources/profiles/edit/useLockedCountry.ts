/**
 * A country-specific address document required by the chosen plan fixes the data country to the
 * URL's country: the country select is then locked, and the data follows it (which resets the area).
 */
import { useEffect } from 'react';
import type { ProfileDocumentSlot } from '@/providers/types';
import { ADDRESS_DOCUMENT_ID } from '@/resources/profiles/rules/documentRules';
import type { EditState } from './useEditState';

export function useLockedCountry(
  documents: readonly ProfileDocumentSlot[],
  urlCountry: string,
  state: EditState,
): boolean {
  const address = documents.find((document) => document.id === ADDRESS_DOCUMENT_ID);
  const locked = Boolean(urlCountry && address?.country_specific && address.required);
  const current = state.values.country;
  const { setValue } = state;
  useEffect(() => {
    if (locked && String(current ?? '') !== urlCountry) setValue('country', Number(urlCountry));
  }, [locked, current, urlCountry, setValue]);
  return locked;
}
