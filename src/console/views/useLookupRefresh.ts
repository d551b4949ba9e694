/**
 * After a write the server accepted, the collection's answers that hand-written screens keep under its API path (the
 * react-query keys of providers/api start with it or one of its sub-paths: a DID group's editor, the end users'
 * selects) are asked again when next shown; react-admin refreshes its own.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResourceDefinition } from '@/src/console/definition';

export function useLookupRefresh(definition: ResourceDefinition) {
  const queryClient = useQueryClient();
  const path = definition.api.list;
  return useCallback(
    (_data: unknown, error: unknown) => {
      if (error) return;
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [first] }) =>
          typeof first === 'string' && (first === path || first.startsWith(`${path}/`)),
      });
    },
    [queryClient, path],
  );
}
