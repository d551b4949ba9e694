import type { ExistingNumber } from '@/providers/types';

/** A row of My numbers as the console holds it: the record id is the DID, the number's own id is kept as numberId. */
export type NumberRecord = Omit<ExistingNumber, 'id'> & { id: string; numberId: number };
