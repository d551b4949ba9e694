/** The call records' filters in the URL (spec part 2 section 3 "Filters are kept in the URL"), each under its source. */
import { NUMBER } from '@/src/components/listUrl';
import type { ListDefaults } from '@/src/system/listPrefetch';

export const CDR_LIST = {
  urlParams: { country: NUMBER, area: NUMBER, destination: NUMBER, trafficType: NUMBER },
} satisfies ListDefaults;
