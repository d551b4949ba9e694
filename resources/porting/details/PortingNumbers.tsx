/** A request's numbers on its page, all of them; once the request is completed, each is the way to its details. */
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link } from '@mui/material';
import { pathWithId } from '@/providers/urlPattern';
import type { CellPartProps } from '@/src/console/fields';
import { PATHS } from '@/src/paths';
import { readablePhoneNumber } from '@/src/components/phoneNumber';
import type { PortingRecord } from '@/resources/porting/portingRecord';

export default function PortingNumbers({ record }: CellPartProps<PortingRecord>) {
  const completed = record.status === 'completed';
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {record.numbers.map((number) => (
        <li key={number}>
          {completed ? (
            // My numbers' paths name a number by its digits (E.164 without +).
            <Link component={RouterLink} to={pathWithId(PATHS.numbers.details, number.replace(/^\+/, ''))}>
              {readablePhoneNumber(number)}
            </Link>
          ) : (
            readablePhoneNumber(number)
          )}
        </li>
      ))}
    </Box>
  );
}
