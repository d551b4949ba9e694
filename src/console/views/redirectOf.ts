/** Where a generated form goes once saved: an explicit path always (the spec's URLs are not react-admin's). */
import type { RedirectionSideEffect } from 'react-admin';
import type { ResourceDefinition } from '@/src/console/definition';
import { recordPath } from '@/src/console/recordPath';
import { freshListPath } from '@/src/console/list/listUrl';

export function redirectOf(
  definition: ResourceDefinition,
  to: 'list' | 'show' | 'edit' | false = 'list',
  event: 'created' | 'updated' = 'updated',
): RedirectionSideEffect {
  if (to === false) return false;
  const view = to === 'list' ? definition.list : to === 'show' ? definition.show : definition.edit;
  if (!view) return false;
  // A new record goes to a list without the filters of an earlier visit, which could hide it; an edit keeps them.
  const list = event === 'created' ? freshListPath(view.path) : view.path;
  return (_resource, id) => (to === 'list' || id === undefined ? list : recordPath(view.path, id));
}
