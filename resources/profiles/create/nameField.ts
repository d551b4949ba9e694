/**
 * An end user's name, declared once: the list's key column and filter, and the new profile's input (spec part 2
 * section 5): required ("This is required field."), unique ("Profile with this name already exists.", the server asked
 * 500 ms after the last keystroke), at most 255 characters.
 */
import { text } from '@/src/console/fields';

export const PROFILE_NAME = text({
  card: 'key',
  filter: { url: 'name', label: 'profiles.list.filters.name' },
  input: {
    required: true,
    requiredMessage: 'common.validation.requiredField',
    maxLength: 255,
    autoFocus: true,
    unique: {
      // The end users' API loads with the form that asks, not with the registry (the admin shell, every screen's load).
      check: (name, signal) =>
        import('@/providers/api/profiles').then(({ checkProfileName }) => checkProfileName(name, signal)),
      message: 'profiles.create.duplicate',
      checking: 'profiles.create.checking',
    },
  },
});
