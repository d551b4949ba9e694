/**
 * What a list shows while its page loads: a header and the page size's rows at a table row's height (on a phone,
 * the page size's cards at a card's height, without header), so that nothing below the list (pagination, footer)
 * moves when the rows arrive. Only the first rows are drawn: the rest is reserved space, so a 250-row page costs no
 * more to render than a 20-row one.
 */
import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'ra-core';

/** MUI's medium table: a 56 px header row and 53 px body rows (16 px padding, a 20 px line, a 1 px border). */
export const HEADER_HEIGHT_PX = 56;
export const ROW_HEIGHT_PX = 53;
const DRAWN_ROWS = 8;

/** The rows' shape: a table's by default; cards have their own height and no header. */
export interface RowShape {
  rowHeight?: number;
  header?: boolean;
}

export const placeholderHeight = (rows: number, { rowHeight = ROW_HEIGHT_PX, header = true }: RowShape = {}): number =>
  (header ? HEADER_HEIGHT_PX : 0) + rows * rowHeight;

export function ListPlaceholder({ rows, shape = {} }: { rows: number; shape?: RowShape }) {
  const translate = useTranslate();
  const { rowHeight = ROW_HEIGHT_PX, header = true } = shape;
  return (
    <Box
      role="status"
      aria-label={translate('ra.page.loading')}
      data-rows={rows}
      sx={{ minHeight: placeholderHeight(rows, shape), px: 2, overflow: 'hidden' }}
    >
      {header ? <Skeleton variant="text" height={HEADER_HEIGHT_PX} width="40%" /> : null}
      {Array.from({ length: Math.min(rows, DRAWN_ROWS) }, (_, index) => (
        <Skeleton key={index} variant="text" height={rowHeight} sx={{ opacity: 1 - index / DRAWN_ROWS }} />
      ))}
    </Box>
  );
}
