import { lazyRoute } from '@/src/components/lazyRoute';
import DialpadIcon from '@mui/icons-material/Dialpad';
import { defineResource } from '@/src/console/defineResource';
import { ENDPOINTS } from '@/providers/endpoints';
import { PATHS } from '@/src/paths';
import { NUMBER_LIST } from './list/numberList';

export default defineResource({
  name: 'numbers',
  id: 'did',
  api: {
    list: ENDPOINTS.numbers.list,
    one: ENDPOINTS.numbers.one,
    updateMethod: 'PATCH',
    export: { path: ENDPOINTS.numbers.export, query: ENDPOINTS.numbers.exportQuery },
  },
  filters: { country: 'country', area: 'area', did: 'did', profile: 'profile' },
  parse: (row) => ({ ...row, numberId: row.id }),
  routes: [
    { path: PATHS.numbers.list, component: lazyRoute(() => import('./NumberList')), list: NUMBER_LIST },
    { path: PATHS.numbers.details, component: lazyRoute(() => import('./NumberDetails')) },
  ],
  icon: DialpadIcon,
  recordRepresentation: 'did',
});
