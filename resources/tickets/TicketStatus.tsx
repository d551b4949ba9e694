/** A ticket's status as a small chip: closed and solved read as done, the others as in progress. */
import { Chip } from '@mui/material';
import { isClosedTicket } from '../../providers/types';

export function TicketStatus({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isClosedTicket(status) ? 'default' : 'primary'}
      label={status}
      sx={{ textTransform: 'capitalize' }}
    />
  );
}
