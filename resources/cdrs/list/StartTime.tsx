/** A call's start in UTC: the day and the time may stand on two lines, each whole ("01-09-2025" never broken at a hyphen). */
import { Box } from '@mui/material';
import type { CellPartProps } from '@/src/console/fields';
import type { CdrRecord } from './cdrRecord';
import { useFormat } from '@/src/console/format';
import { NO_WRAP } from '@/src/components/Token';

export default function StartTime({ record }: CellPartProps<CdrRecord>) {
  const format = useFormat();
  const [day, ...time] = format.utcDateTime(record.start_time).split(' ');
  return (
    <>
      <Box component="span" sx={NO_WRAP}>
        {day}
      </Box>{' '}
      <Box component="span" sx={NO_WRAP}>
        {time.join(' ')}
      </Box>
    </>
  );
}
