/** The end users' filters in the URL (spec part 2 section 1): name and country (a number). */
import { NUMBER } from '@/src/components/listUrl';
import type { ListDefaults } from '@/src/system/listPrefetch';

export const PROFILE_LIST = { urlParams: { country: NUMBER } } satisfies ListDefaults;
