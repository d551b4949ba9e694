/**
 * After a write the server accepted, the collection's answers that hand-written screens keep under its API path (the
 * react-query keys of providers/api start with it: a DID group's editor) are asked again when next shown; react-admin
 * refreshes its own.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResourceDefinition } from '@/src/console/definition';

export function useLookupRefresh(definition: ResourceDefinition) {
  const queryClient = useQueryClient();
  const path = definition.api.list;
  return useCallback(
    (_data: unknown, error: unknown) => {
      if (!error) void queryClient.invalidateQueries({ queryKey: [path] });
    },
    [queryClient, path],
  );
}
