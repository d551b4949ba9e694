/** The group of the URL and, unless it is a default group itself, its default group. */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { didGroupQuery } from '@/providers/api/capacity';
import { ApiError } from '@/providers/http';

export function useDidGroup(withDefault = false) {
  const id = useParams().id ?? '';
  const group = useQuery(didGroupQuery(id));
  const defaultId = group.data && !group.data.is_default ? group.data.default_group_id : null;
  const defaultGroup = useQuery({ ...didGroupQuery(defaultId ?? ''), enabled: withDefault && defaultId != null });
  const error = group.error ?? (withDefault ? defaultGroup.error : null);
  return {
    id,
    group: group.data,
    defaultGroup: defaultGroup.data,
    notFound: group.error instanceof ApiError && group.error.status === 404,
    error,
    loading: !group.data || (withDefault && defaultId != null && !defaultGroup.data),
    retry: () => void Promise.all([group.refetch(), defaultGroup.refetch()]),
    version: group.dataUpdatedAt + defaultGroup.dataUpdatedAt,
  };
}
