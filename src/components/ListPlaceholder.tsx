/**
 * What a list shows while its page loads: a header and the page size's rows at a table row's height, so that
 * nothing below the list (pagination, footer) moves when the rows arrive. Only the first rows are drawn: the
 * rest is reserved space, so a 250-row page costs no more to render than a 20-row one.
 */
import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

/** MUI's medium table: a 56 px header row and 53 px body rows (16 px padding, a 20 px line, a 1 px border). */
export const HEADER_HEIGHT_PX = 56;
export const ROW_HEIGHT_PX = 53;
const DRAWN_ROWS = 8;

export const placeholderHeight = (rows: number): number => HEADER_HEIGHT_PX + rows * ROW_HEIGHT_PX;

export function ListPlaceholder({ rows }: { rows: number }) {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-label={translate('ra.page.loading')}
      data-rows={rows}
      sx={{ minHeight: placeholderHeight(rows), px: 2, overflow: 'hidden' }}
    >
      <Skeleton variant="text" height={HEADER_HEIGHT_PX} width="40%" />
      {Array.from({ length: Math.min(rows, DRAWN_ROWS) }, (_, index) => (
        <Skeleton key={index} variant="text" height={ROW_HEIGHT_PX} sx={{ opacity: 1 - index / DRAWN_ROWS }} />
      ))}
    </Box>
  );
}
