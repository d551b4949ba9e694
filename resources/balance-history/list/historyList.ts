import { BALANCE_HISTORY_SHOW } from '@/providers/types';
import type { ListDefaults } from '@/src/system/listPrefetch';

/** The history opens on the movements without calls (spec part 2 section 2); the choice is the URL's `showCalls`. */
export const HISTORY_LIST = {
  filterDefaultValues: { showCalls: BALANCE_HISTORY_SHOW.withoutCalls },
  urlParams: { showCalls: { name: 'showCalls', type: 'number' } },
} satisfies ListDefaults;
