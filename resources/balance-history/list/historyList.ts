import { BALANCE_HISTORY_SHOW } from '../../../providers/types';
import type { ListDefaults } from '../../../src/system/listPrefetch';

/** The history opens on the movements without calls (spec part 2 section 2). */
export const HISTORY_LIST = {
  filterDefaultValues: { showCalls: BALANCE_HISTORY_SHOW.withoutCalls },
} satisfies ListDefaults;
