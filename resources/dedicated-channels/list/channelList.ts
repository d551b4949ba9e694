/** The wizards' filters in the URL: country, plan (numbers) and did. */
import { NUMBER } from '@/src/components/listUrl';
import type { ListDefaults } from '@/src/system/listPrefetch';

export const CHANNEL_LIST = { urlParams: { country: NUMBER, plan: NUMBER } } satisfies ListDefaults;
