/** Where a generated form goes once saved: an explicit path always (the spec's URLs are not react-admin's). */
import type { RedirectionSideEffect } from 'react-admin';
import type { ResourceDefinition } from '@/src/console/definition';
import { recordPath } from '@/src/console/recordPath';

export function redirectOf(
  definition: ResourceDefinition,
  to: 'list' | 'show' | 'edit' | false = 'list',
): RedirectionSideEffect {
  if (to === false) return false;
  const view = to === 'list' ? definition.list : to === 'show' ? definition.show : definition.edit;
  if (!view) return false;
  return (_resource, id) => (to === 'list' || id === undefined ? view.path : recordPath(view.path, id));
}
