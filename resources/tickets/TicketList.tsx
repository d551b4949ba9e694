/** /tickets/existing and /tickets/history (spec part 2 section 2 "Tickets"): open or closed tickets, paginated. */
import { Link as RouterLink } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, TopToolbar, useResourceContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/components/PortalList';
import { PortalTableBody } from '@/src/components/PortalTableBody';
import { NamedButton } from '@/src/components/NamedButton';
import { NO_WRAP, Token } from '@/src/components/Token';
import { formatDateTime } from '@/src/components/dates';
import { PATHS } from '@/src/paths';
import { ticketKindOf } from './ticketKinds';
import { TICKET_CARDS, ticketType, type TicketRecord } from './list/ticketCards';
import { TicketDetailsLink } from './list/TicketDetailsLink';
import { CreatedBanner } from './list/CreatedBanner';
import { TicketStatus } from './TicketStatus';

const Col = DataTable.Col<TicketRecord>;

function CreateTicketAction() {
  return (
    <TopToolbar>
      <NamedButton component={RouterLink} label="tickets.create" to={PATHS.tickets.create} variant="contained">
        <AddIcon />
      </NamedButton>
    </TopToolbar>
  );
}

export default function TicketList() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const kind = ticketKindOf(resource);
  return (
    <PortalList
      title={translate(`tickets.titles.${kind}`)}
      resource={resource}
      actions={kind === 'open' ? <CreateTicketAction /> : false}
      intro={kind === 'open' ? <CreatedBanner /> : null}
      cards={TICKET_CARDS}
      serverMessage
    >
      <DataTable<TicketRecord> bulkActionButtons={false} rowClick={false} body={PortalTableBody}>
        <Col label="tickets.columns.id" disableSort cellSx={NO_WRAP} render={(ticket) => <Token>{ticket.id}</Token>} />
        <Col
          label="tickets.columns.type"
          disableSort
          render={(ticket) => ticketType(ticket.type, translate('tickets.noType'))}
        />
        <Col label="tickets.columns.status" disableSort render={(ticket) => <TicketStatus status={ticket.status} />} />
        <Col source="subject" label="tickets.columns.subject" disableSort />
        <Col
          label="tickets.columns.created"
          disableSort
          cellSx={NO_WRAP}
          render={(ticket) => formatDateTime(ticket.created_at)}
        />
        <Col
          label="tickets.columns.updated"
          disableSort
          cellSx={NO_WRAP}
          render={(ticket) => formatDateTime(ticket.updated_at)}
        />
        <Col label="tickets.columns.actions" disableSort render={(ticket) => <TicketDetailsLink id={ticket.id} />} />
      </DataTable>
    </PortalList>
  );
}
