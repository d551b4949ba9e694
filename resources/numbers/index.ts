import { lazyRoute } from '../../src/components/lazyRoute';
import DialpadIcon from '@mui/icons-material/Dialpad';
import type { ExistingNumber } from '../../providers/types';
import { defineResource } from '../defineResource';

export const NUMBER_PATHS = {
  list: '/numbers/existing',
  details: '/numbers/:id/details',
  cancellationCart: '/cart/cancellation',
  ticket: '/tickets/create',
  didGroupEdit: '/capacity/did-groups/:id/edit',
  profileEdit: '/profiles/edit/:id',
} as const;

/** A row of My numbers as the console holds it: the record id is the DID, the number's own id is kept as numberId. */
export type NumberRecord = Omit<ExistingNumber, 'id'> & { id: string; numberId: number };

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
    { path: NUMBER_PATHS.list, component: lazyRoute(() => import('./NumberList')) },
    { path: NUMBER_PATHS.details, component: lazyRoute(() => import('./NumberDetails')) },
  ],
  icon: DialpadIcon,
  recordRepresentation: 'did',
});
