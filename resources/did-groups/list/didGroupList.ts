/** The DID groups' filters in the URL: country, plan, type (numbers) and name. */
import { NUMBER } from '@/src/components/listUrl';
import type { ListDefaults } from '@/src/system/listPrefetch';

export const DID_GROUP_LIST = { urlParams: { country: NUMBER, plan: NUMBER, type: NUMBER } } satisfies ListDefaults;
