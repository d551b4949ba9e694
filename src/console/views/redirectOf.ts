/** Where a generated form goes once saved: an explicit path always (the spec's URLs are not react-admin's). */
import type { RedirectionSideEffect } from 'react-admin';
import type { FormView, ResourceDefinition } from '@/src/console/definition';
import { recordPath } from '@/src/console/recordPath';
import { freshListPath } from '@/src/console/list/listUrl';

export function redirectOf(
  definition: ResourceDefinition,
  to: FormView['redirect'] = 'list',
  event: 'created' | 'updated' = 'updated',
): RedirectionSideEffect {
  if (to === false) return false;
  if (to !== 'list' && to !== 'show' && to !== 'edit') return (_resource, id) => recordPath(to, id ?? '');
  const view = to === 'list' ? definition.list : to === 'show' ? definition.show : definition.edit;
  if (!view) return false;
  // A new record goes to a list without the filters of an earlier visit, which could hide it; an edit keeps them.
  const list = event === 'created' ? freshListPath(view.path) : view.path;
  return (_resource, id) => (to === 'list' || id === undefined ? list : recordPath(view.path, id));
}

/** Where a form's Cancel goes: the record's page it saves to, else the list. */
export function backOf(
  definition: ResourceDefinition,
  to: FormView['redirect'],
  id: string | undefined,
): string | undefined {
  if (typeof to === 'string' && to.startsWith('/') && id !== undefined) return recordPath(to, id);
  return definition.list?.path;
}
