/** The files attached to the ticket itself (a comment's files show under that comment). */
import type { TicketAttachment } from '@/providers/types';
import { DetailsSection } from './DetailsSection';
import { FileLinks } from './FileLinks';

export function TicketFiles({ files }: { files: TicketAttachment[] }) {
  return (
    <DetailsSection id="ticket-files" title="tickets.show.files" empty="tickets.show.noFiles" count={files.length}>
      <FileLinks files={files} />
    </DetailsSection>
  );
}
