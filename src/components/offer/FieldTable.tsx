/** Label/value rows of a details tab. */
import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';

export default function FieldTable({ rows, label }: { rows: [string, ReactNode][]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
              {name}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
