/**
 * The DID groups on a desk: Name, Country, Plan, Channels, Numbers. While the first page loads, skeleton rows of the
 * rows' height under the headers hold the table's size, and the columns keep fixed shares, so nothing moves when the
 * rows arrive. It scrolls sideways rather than widen the page.
 */
import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { DidGroupReportRow } from '@/providers/entities/reports';
import { DidGroupName } from './DidGroupName';
import { GROUP_COLUMNS, NAME_COLUMN, NAME_WIDTH } from './didGroupColumns';

export const SKELETON_ROWS = 5;

export function DidGroupsTable({ groups }: { groups: DidGroupReportRow[] | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(locale).format;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={translate('reports.didGroups.title')}
        sx={{ tableLayout: 'fixed', minWidth: 640 }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: NAME_WIDTH }}>{translate(NAME_COLUMN)}</TableCell>
            {GROUP_COLUMNS.map((column) => (
              <TableCell key={column.label} align={column.align} sx={{ width: column.width }}>
                {translate(column.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups
            ? groups.map((group) => (
                <TableRow key={group.id}>
                  <TableCell component="th" scope="row">
                    <DidGroupName group={group} />
                  </TableCell>
                  {GROUP_COLUMNS.map((column) => (
                    <TableCell key={column.label} align={column.align}>
                      {column.value(group, format)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <TableRow key={row}>
                  {[NAME_COLUMN, ...GROUP_COLUMNS.map((column) => column.label)].map((label) => (
                    <TableCell key={label}>
                      {/* A row's height: the "Default" chip's line. */}
                      <Skeleton height={24} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </Box>
  );
}
