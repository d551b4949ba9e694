/** The numbers' filters in the URL: country, area (numbers), did and profile. */
import { NUMBER } from '@/src/components/listUrl';
import type { ListDefaults } from '@/src/system/listPrefetch';

export const NUMBER_LIST = { urlParams: { country: NUMBER, area: NUMBER } } satisfies ListDefaults;
