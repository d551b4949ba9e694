/**
 * End users (spec part 2 sections 1, 2, 5 and 8): the list (greyed when incomplete or blocked) and the new end user
 * (its name, then Continue creates the draft and opens its editor), generated from the fields; the editor and the
 * documents page, hand-written.
 */
import { lazyRoute, redirectRoute } from '@/src/components/lazyRoute';
import BadgeIcon from '@mui/icons-material/Badge';
import { defineResource } from '@/src/console/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { country, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';
import type { ProfileRow } from '@/providers/entities/profiles';

/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');
const createParts = () => import('./create/parts');

export default defineResource<ProfileRow>()({
  name: 'profiles',
  api: { list: ENDPOINTS.profiles.list, one: ENDPOINTS.profiles.one, updateMethod: 'PATCH' },
  fields: {
    blocked: text({ card: 'badge', render: lazyPart(listParts, 'BlockedCell') }),
    name: text({
      card: 'key',
      filter: { url: 'name', label: 'profiles.list.filters.name' },
      // The new end user's name (spec part 2 section 5): "This is required field.", unique (the server asked 500 ms
      // after the last keystroke), 255 characters at most; Continue waits for a name found free.
      input: {
        required: true,
        requiredMessage: 'common.validation.requiredField',
        maxLength: 255,
        autoFocus: true,
        unique: {
          // The end users' API loads with the form that asks, not with the registry.
          check: (name, signal) =>
            import('@/providers/api/profiles').then(({ checkProfileName }) => checkProfileName(name, signal)),
          message: 'profiles.create.duplicate',
          checking: 'profiles.create.checking',
        },
      },
    }),
    area: text(),
    country: country({ filter: { url: 'country', numeric: true, label: 'profiles.list.filters.country' } }),
    place: text({ column: false, card: 'plain', render: lazyPart(listParts, 'PlaceLine') }),
  },
  list: {
    path: PATHS.profiles.list,
    title: 'profiles.list.title',
    intro: lazyPart(listParts, 'ProfileListInfo'),
    createLabel: 'profiles.list.add',
    rowActions: lazyPart(listParts, 'EditProfileButton'),
    dimmed: (profile) => !profile.valid || profile.blocked,
  },
  // The new end user: its name alone is sent, then the draft opens in the editor.
  serialize: ({ name }) => ({ name: String(name ?? '').trim() }),
  create: {
    path: PATHS.profiles.create,
    title: 'profiles.create.title',
    intro: lazyPart(createParts, 'CreateIntro'),
    saveLabel: 'profiles.create.continue',
    redirect: PATHS.profiles.edit,
  },
  routes: [
    { path: PATHS.profiles.createAlias, component: redirectRoute(PATHS.profiles.create) },
    { path: PATHS.profiles.edit, component: lazyRoute(() => import('./ProfileEdit')) },
    { path: PATHS.profiles.documents, component: lazyRoute(() => import('./ProfileDocuments')) },
  ],
  icon: BadgeIcon,
  recordRepresentation: 'name',
});
