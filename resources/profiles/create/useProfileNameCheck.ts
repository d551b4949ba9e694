/** The live uniqueness check of a new profile's name (spec part 2 section 5). */
import { checkProfileName } from '@/providers/api/profiles';
import { useUniqueNameCheck, type NameCheck } from '@/src/components/useUniqueNameCheck';

export { NAME_CHECK_DEBOUNCE_MS, type NameCheck } from '@/src/components/useUniqueNameCheck';

export const useProfileNameCheck = (name: string): NameCheck => useUniqueNameCheck(name, checkProfileName);
