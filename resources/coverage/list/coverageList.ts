/** The coverage's country filter in the URL (`?country=`). */
import { NUMBER } from '@/src/components/listUrl';
import type { ListDefaults } from '@/src/system/listPrefetch';

export const COVERAGE_LIST = { urlParams: { country: NUMBER } } satisfies ListDefaults;
