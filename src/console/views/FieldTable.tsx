/**
 * A sub-list that is not a route of its own (an end user's documents, chosen on a hand-written page): its records in
 * a table whose columns, and on a phone in cards whose lines, come from field declarations as in the generated list
 * (the same labels, kinds, parts and card roles). The page keeps its own loading, error and empty states.
 */
import { useMemo } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'ra-core';
import { CardList } from '@/src/console/list/ListCards';
import { usePhone } from '@/src/components/usePhone';
import type { RecordOf } from '@/src/console/definition';
import { useFieldDisplay, useFieldEntries, type FieldsOf } from './useFields';
import { cardLayoutOf } from './cardLayout';

interface Props<R extends RaRecord> {
  definition: FieldsOf;
  records: readonly R[];
  /** The table's (or the cards') accessible name: an i18n key. */
  label: string;
  /** The field shown at a card's right as the row's action (a View link), rather than as one of its lines. */
  cardAction?: string;
}

/** Free text wraps anywhere (a long file name) but keeps a readable width; dates and amounts stay on one line. */
const WRAPS = { overflowWrap: 'anywhere', minWidth: 120 } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function FieldTable<R extends RaRecord>({ definition, records, label, cardAction }: Props<R>) {
  const translate = useTranslate();
  const phone = usePhone();
  const entries = useFieldEntries(definition);
  const { display } = useFieldDisplay();
  const rows = records as unknown as RecordOf[];

  const cards = useMemo(() => {
    const action = entries.find((entry) => entry.name === cardAction);
    return cardLayoutOf(
      entries.filter((entry) => entry !== action),
      display,
      { action: action ? (record) => display(action, record) : undefined },
    );
  }, [entries, display, cardAction]);

  if (phone) {
    return (
      <section aria-label={translate(label)}>
        <CardList layout={cards} records={rows} />
      </section>
    );
  }
  const columns = entries.filter((entry) => entry.field.column !== false);
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={translate(label)}>
        <TableHead>
          <TableRow>
            {columns.map((entry) => (
              <TableCell key={entry.name}>{translate(entry.label)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((record) => (
            <TableRow key={record.id}>
              {columns.map((entry) => (
                <TableCell key={entry.name} align={entry.kind.align} sx={entry.kind.wraps ? WRAPS : NO_WRAP}>
                  {display(entry, record)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
