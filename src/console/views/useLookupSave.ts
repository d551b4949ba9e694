/**
 * A generated form's data as it is saved: a choice whose select holds another field of its lookup's item than the id
 * (`lookup.valueKey`: a contact carries its level number) is saved as the item's id, which the API takes. The lookup
 * has answered already (the select showed it); a value no item carries is saved as it is. Forms without such a choice
 * save their data unchanged (no transform).
 */
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResourceDefinition } from '@/src/console/definition';
import { lookupValue } from '@/src/console/kinds/choices';

type Data = Record<string, unknown>;

export function useLookupSave(definition: ResourceDefinition): ((data: Data) => Promise<Data>) | undefined {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const keyed = Object.entries(definition.fields ?? {}).flatMap(([name, field]) => {
      const lookup = field.choices?.lookup;
      return field.input && lookup?.valueKey ? [{ name, lookup, valueKey: lookup.valueKey }] : [];
    });
    if (keyed.length === 0) return undefined;
    return async (data: Data) => {
      const saved = { ...data };
      for (const { name, lookup, valueKey } of keyed) {
        const items = await queryClient.ensureQueryData({ queryKey: lookup.queryKey, queryFn: lookup.queryFn });
        const item = items.find((candidate) => String(lookupValue(candidate, valueKey)) === String(saved[name]));
        if (item) saved[name] = item.id;
      }
      return saved;
    };
  }, [definition, queryClient]);
}
