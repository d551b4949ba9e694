/** The files attached to the ticket itself (a comment's files show under that comment). */
import type { RecordPartProps } from '@/src/console/definition';
import type { Ticket } from '@/providers/types';
import { DetailsSection } from './DetailsSection';
import { FileLinks } from './FileLinks';

export default function TicketFiles({ record }: RecordPartProps<Ticket>) {
  const files = record.attachments;
  return (
    <DetailsSection id="ticket-files" title="tickets.show.files" empty="tickets.show.noFiles" count={files.length}>
      <FileLinks files={files} />
    </DetailsSection>
  );
}
