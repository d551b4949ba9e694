import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ScrollRegion } from './ScrollRegion';

interface Props {
  caption: string;
  empty: string;
  /** Message keys of the column headings. */
  columns: string[];
  /** One row per line: its cells in the columns' order. */
  rows: ReactNode[][];
}

/** The lines of an expanded open order (its documents, or a backorder's numbers) as a small table that wraps. */
export function OrderLinesTable({ caption, empty, columns, rows }: Props) {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>;
  return (
    <ScrollRegion label={caption}>
      <Table size="small" sx={{ '& th, & td': { px: 1 } }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 8px 0' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, index) => (
            <TableRow key={index}>
              {cells.map((cell, column) => (
                <TableCell key={columns[column]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
