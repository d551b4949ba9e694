/** The orders' filters in the URL: country, area, status (numbers), did and profile. */
import { NUMBER } from '@/src/components/listUrl';
import type { ListDefaults } from '@/src/system/listPrefetch';

export const ORDER_LIST = { urlParams: { country: NUMBER, area: NUMBER, status: NUMBER } } satisfies ListDefaults;
