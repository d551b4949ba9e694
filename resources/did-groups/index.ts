/**
 * DID groups (spec part 1 sections 2 "Capacity", 4, 5): My DID-Groups (its filters country, plan, type and name, each
 * its own URL parameter), the new group (country, type, plan and name required; the plans those of the chosen country
 * and type, a plan choosing its type: the country and plan inputs are parts), the rename form (the name required and
 * unique, checked 500 ms after typing) and the delete confirmation, generated; the group's editor, hand-written. A
 * default group is neither renamed nor deleted: those pages say so in place of their form.
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

/** Each view's hand-written parts, one chunk a view: the view's route loads them together. */
const listParts = () => import('./list/parts');
const createParts = () => import('./create/parts');
const editParts = () => import('./edit/parts');

/** Rename and delete are for the groups a customer made; the default group of a plan stays. */
const madeByCustomer = {
  when: (group: DidGroup) => !group.is_default,
  otherwise: lazyPart(editParts, 'DefaultGroupStays'),
};

const typeLabels = Object.fromEntries(GROUP_TYPES.map((type) => [type, `capacity.didGroups.types.${type}` as const]));

export default defineResource<DidGroup>()({
  name: 'did-groups',
  api: { list: ENDPOINTS.didGroups.list, one: ENDPOINTS.didGroups.one, updateMethod: 'PATCH' },
  fields: {
    name: text({
      card: 'key',
      input: {
        required: true,
        // Spec part 1 section 5 words the rename's own messages.
        requiredMessage: 'common.validation.requiredField',
        maxLength: 255,
        unique: {
          // The DID groups' API loads with the form that asks, not with the registry.
          check: (name, signal) =>
            import('@/providers/api/capacity').then(({ checkGroupName }) => checkGroupName(name, signal)),
          message: 'capacity.didGroups.duplicate',
          checking: 'capacity.didGroups.checking',
        },
      },
    }),
    country: country({
      path: 'country.name',
      input: { required: true, component: lazyPart(createParts, 'GroupCountryInput') },
      filter: {
        url: 'country',
        api: 'country',
        numeric: true,
        component: lazyPart(listParts, 'GroupCountryFilter'),
      },
    }),
    plan: text({
      path: 'plan.name',
      input: { required: true, component: lazyPart(createParts, 'GroupPlanInput') },
      filter: { url: 'plan', api: 'plan', numeric: true, component: lazyPart(listParts, 'GroupPlanFilter') },
    }),
    // The card's line "Germany, Berlin Capacity", unlabelled.
    place: text({ column: false, card: 'plain', render: lazyPart(listParts, 'GroupPlace') }),
    channel_amount: number({ card: 'line' }),
    type: choice({
      column: false,
      filter: { url: 'type', numeric: true },
      choices: { labels: typeLabels },
      input: { required: true },
    }),
    // The name's filter, last of the filters (a search box).
    search: text({ path: 'name', column: false, filter: { url: 'name', label: 'resources.did-groups.fields.name' } }),
  },
  list: {
    path: PATHS.didGroups.list,
    title: 'capacity.didGroups.title',
    createLabel: 'capacity.didGroups.add',
    rowActions: lazyPart(listParts, 'EditDidGroupButton'),
  },
  // The API's body: the name, and for a new group its country and plan ({ pk, is_pstn }); a rename sends what changed.
  serialize: ({ name, country, plan }) => ({ name: String(name ?? '').trim(), country, plan }),
  create: {
    path: PATHS.didGroups.create,
    title: 'capacity.didGroups.newTitle',
    // The spec's order (part 1 section 4): a plan chooses its type, so the type follows it.
    inputs: ['country', 'plan', 'type', 'name'],
    saveLabel: 'capacity.didGroups.create',
    redirect: PATHS.didGroups.edit,
    toast: 'didGroups',
  },
  edit: {
    inputs: ['name'],
    path: PATHS.didGroups.rename,
    title: 'capacity.didGroups.renameTitle',
    saveLabel: 'capacity.didGroups.rename',
    redirect: PATHS.didGroups.edit,
    toast: 'didGroups',
    ...madeByCustomer,
  },
  remove: {
    path: PATHS.didGroups.remove,
    title: 'capacity.didGroups.deleteTitle',
    message: 'capacity.didGroups.deleteConfirm',
    back: PATHS.didGroups.edit,
    toast: 'didGroups',
    ...madeByCustomer,
  },
  routes: [{ path: PATHS.didGroups.edit, component: lazyRoute(() => import('./DidGroupEdit')) }],
  icon: GroupWorkIcon,
  recordRepresentation: 'name',
});
