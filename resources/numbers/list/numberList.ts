/** The numbers' filters in the URL: country, area (numbers), did and profile. */
import { NUMBER } from '@/src/console/list/listUrl';
import type { ListDefaults } from '@/src/console/list/listPrefetch';

export const NUMBER_LIST = { urlParams: { country: NUMBER, area: NUMBER } } satisfies ListDefaults;
