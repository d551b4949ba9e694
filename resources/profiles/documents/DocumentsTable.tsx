/** The documents of one end user, newest first: a table, a card each on a phone. */
import { useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { profileDocumentsQuery } from '@/providers/api/profiles';
import { formatDateTime } from '@/src/components/dates';
import { LoadError } from '@/src/components/ServerErrors';
import DocumentStatus from './DocumentStatus';
import { CardList } from '@/src/components/ListCards';
import { usePhone } from '@/src/components/usePhone';
import { DOCUMENT_CARDS, DocumentViewLink, validatedKey } from './documentCards';

const COLUMNS = ['type', 'validated', 'status', 'submitted', 'fileName', 'view'] as const;

export default function DocumentsTable({ profile }: { profile: string }) {
  const translate = useTranslate();
  const phone = usePhone();
  const { data, isPending, isError, error, refetch } = useQuery(profileDocumentsQuery(profile));
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Typography role="status">{translate('common.loading')}</Typography>;
  if (data.length === 0) return <Typography>{translate('profiles.documents.empty')}</Typography>;
  if (phone) {
    return (
      <section aria-label={translate('profiles.documents.title')}>
        <CardList layout={DOCUMENT_CARDS} records={data} />
      </section>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={translate('profiles.documents.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`profiles.documents.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((document) => (
            <TableRow key={document.id}>
              <TableCell>{document.document_type.name}</TableCell>
              <TableCell>{translate(validatedKey(document))}</TableCell>
              <TableCell>
                <DocumentStatus document={document} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(document.date_submitted)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all', minWidth: 120 }}>{document.document_filename}</TableCell>
              <TableCell>
                <DocumentViewLink document={document} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
