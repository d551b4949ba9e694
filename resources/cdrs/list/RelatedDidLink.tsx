/** A call record's number, linked to its details page (a plain link: light enough for 250 rows). */
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { PATHS, fillPath } from '@/src/paths';

export function RelatedDidLink({ did }: { did: string | null }) {
  if (!did) return null;
  return (
    <Link component={RouterLink} to={fillPath(PATHS.numbers.details, { id: did })} sx={{ whiteSpace: 'nowrap' }}>
      {did}
    </Link>
  );
}
