/** The wizards' filters in the URL: country, plan (numbers) and did. */
import { NUMBER } from '@/src/console/list/listUrl';
import type { ListDefaults } from '@/src/console/list/listPrefetch';

export const CHANNEL_LIST = { urlParams: { country: NUMBER, plan: NUMBER } } satisfies ListDefaults;
