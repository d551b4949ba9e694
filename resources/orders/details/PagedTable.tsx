/** A titled table of an order's lines (a card each on a phone), paginated above 20 rows. */
import { useState, type ReactNode } from 'react';
import { type RaRecord } from 'react-admin';
import { useTranslate } from 'ra-core';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { DETAIL_PAGE_SIZE, needsPaging, pageRows } from './paging';
import type { CardLayout } from '@/src/console/list/CardLayout';
import { CardList } from '@/src/console/list/ListCards';
import { usePhone } from '@/src/components/usePhone';
import { useFormat, type Formats } from '@/src/console/format';

export interface DetailColumn<T> {
  /** i18n key of the header. */
  label: string;
  /** Reads amounts through the console's formatters, which the table reads once. */
  render: (row: T, format: Formats) => ReactNode;
  align?: 'left' | 'right';
}

/** On a phone: the first column as the card's key, the others as its labelled lines. */
function cardsOf<T extends RaRecord>([first, ...rest]: DetailColumn<T>[]): CardLayout<T> {
  return {
    primary: (row, _t, format) => first.render(row, format),
    secondary: rest.map(({ label, render }) => ({ label, render: (row, _t, format) => render(row, format) })),
  };
}

interface Props<T> {
  title: string;
  rows: T[];
  columns: DetailColumn<T>[];
  rowKey: (row: T) => string | number;
}

export function PagedTable<T extends RaRecord>({ title, rows, columns, rowKey }: Props<T>) {
  const translate = useTranslate();
  const phone = usePhone();
  const format = useFormat();
  const [page, setPage] = useState(0);
  const headingId = `order-table-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, minWidth: 0 }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('orders.show.none')}
        </Typography>
      ) : (
        <>
          {phone ? (
            <CardList layout={cardsOf(columns)} records={pageRows(rows, page)} keyOf={rowKey} />
          ) : (
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby={headingId}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.label} align={column.align}>
                        {translate(column.label)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {pageRows(rows, page).map((row) => (
                    <TableRow key={rowKey(row)}>
                      {columns.map((column) => (
                        <TableCell key={column.label} align={column.align}>
                          {column.render(row, format)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {needsPaging(rows.length) ? (
            <TablePagination
              component="div"
              count={rows.length}
              page={page}
              rowsPerPage={DETAIL_PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => setPage(next)}
              labelDisplayedRows={({ from, to, count }) =>
                translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
              }
              getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
            />
          ) : null}
        </>
      )}
    </Box>
  );
}
