/**
 * DID groups (spec part 1 sections 2 "Capacity", 4, 5): My DID-Groups, generated (its filters country, plan, type and
 * name, each its own URL parameter), and the hand-written screens of a group: new, the editor, rename, delete.
 */
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import { lazyRoute } from '@/src/components/lazyRoute';
import { defineResource } from '@/src/console/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { choice, country, number, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';
import { GROUP_TYPES } from './groupTypes';
import type { DidGroup } from '@/providers/types';

/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');

const typeLabels = Object.fromEntries(GROUP_TYPES.map((type) => [type, `capacity.didGroups.types.${type}` as const]));

export default defineResource<DidGroup>()({
  name: 'did-groups',
  api: { list: ENDPOINTS.didGroups.list, one: ENDPOINTS.didGroups.one, updateMethod: 'PATCH' },
  fields: {
    name: text({ card: 'key' }),
    country: country({
      path: 'country.name',
      filter: {
        url: 'country',
        api: 'country',
        numeric: true,
        component: lazyPart(listParts, 'GroupCountryFilter'),
      },
    }),
    plan: text({
      path: 'plan.name',
      filter: { url: 'plan', api: 'plan', numeric: true, component: lazyPart(listParts, 'GroupPlanFilter') },
    }),
    // The card's line "Germany, Berlin Capacity", unlabelled.
    place: text({ column: false, card: 'plain', render: lazyPart(listParts, 'GroupPlace') }),
    channel_amount: number({ card: 'line' }),
    type: choice({ column: false, filter: { url: 'type', numeric: true }, choices: { labels: typeLabels } }),
    // The name's filter, last of the filters (a search box).
    search: text({ path: 'name', column: false, filter: { url: 'name', label: 'resources.did-groups.fields.name' } }),
  },
  list: {
    path: PATHS.didGroups.list,
    title: 'capacity.didGroups.title',
    actions: lazyPart(listParts, 'DidGroupListActions'),
    rowActions: lazyPart(listParts, 'EditDidGroupButton'),
  },
  routes: [
    { path: PATHS.didGroups.create, component: lazyRoute(() => import('./DidGroupCreate')) },
    { path: PATHS.didGroups.edit, component: lazyRoute(() => import('./DidGroupEdit')) },
    { path: PATHS.didGroups.rename, component: lazyRoute(() => import('./DidGroupRename')) },
    { path: PATHS.didGroups.remove, component: lazyRoute(() => import('./DidGroupDelete')) },
  ],
  icon: GroupWorkIcon,
  recordRepresentation: 'name',
});
