/** The snapshot on a desk: a row per country, then the computed Total; it scrolls sideways rather than widen the page. */
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { SnapshotRow } from '@/providers/entities/reports';
import { CountryFlag } from './CountryFlag';
import { COUNTRY_COLUMN, FIGURE_COLUMNS, FLAG_COLUMN } from './snapshotColumns';
import { figuresOf, snapshotTotal } from './snapshotTotal';
import { CountryName } from '@/src/components/CountryName';

const TOTAL_SX = { '& td, & th': { fontWeight: 700, borderBottom: 'none' } };

export function SnapshotTable({ rows }: { rows: SnapshotRow[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(FLAG_COLUMN)}</TableCell>
            <TableCell>{translate(COUNTRY_COLUMN)}</TableCell>
            {FIGURE_COLUMNS.map((key) => (
              <TableCell key={key} align="right">
                {translate(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.country.name}>
              <TableCell>
                <CountryFlag country={row.country} />
              </TableCell>
              <TableCell component="th" scope="row">
                <CountryName name={row.country.name} />
              </TableCell>
              {figuresOf(row).map((value, index) => (
                <TableCell key={FIGURE_COLUMNS[index]} align="right">
                  {number.format(value)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow sx={TOTAL_SX}>
            <TableCell />
            <TableCell component="th" scope="row">
              {translate('reports.snapshot.total')}
            </TableCell>
            {figuresOf(snapshotTotal(rows)).map((value, index) => (
              <TableCell key={FIGURE_COLUMNS[index]} align="right">
                {number.format(value)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
