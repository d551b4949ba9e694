/** The live uniqueness check of a new DID group's name (spec part 1 section 5). */
import { checkGroupName } from '@/providers/api/capacity';
import { useUniqueNameCheck, type NameCheck } from '@/src/components/useUniqueNameCheck';

export { NAME_CHECK_DEBOUNCE_MS, type NameCheck } from '@/src/components/useUniqueNameCheck';

export const useGroupNameCheck = (name: string): NameCheck => useUniqueNameCheck(name, checkGroupName);
