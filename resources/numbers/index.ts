import { lazyRoute } from '../../src/components/lazyRoute';
import DialpadIcon from '@mui/icons-material/Dialpad';
import { defineResource } from '../defineResource';
import { PATHS } from '../../src/paths';

export default defineResource({
  name: 'numbers',
  id: 'did',
  api: {
    list: 'customer/dids',
    one: 'customer/dids/:id',
    updateMethod: 'PATCH',
    export: 'customer/dids/export',
  },
  filters: { country: 'country', area: 'area', did: 'did', profile: 'profile' },
  parse: (row) => ({ ...row, numberId: row.id }),
  routes: [
    { path: PATHS.numbers.list, component: lazyRoute(() => import('./NumberList')) },
    { path: PATHS.numbers.details, component: lazyRoute(() => import('./NumberDetails')) },
  ],
  icon: DialpadIcon,
  recordRepresentation: 'did',
});
