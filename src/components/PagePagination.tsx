/**
 * The pages of a table that is not a react-admin list (the DID groups report, a tariff): 20, 50, 100 or 250 a page and
 * react-admin's own labels, like every list; it wraps on a phone rather than widen the page. `page` counts from 1.
 */
import { TablePagination } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PAGE_SIZES } from '@/providers/http';

const ROWS_PER_PAGE = [...PAGE_SIZES];

const WRAP_SX = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
};

interface Props {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export function PagePagination({ count, page, pageSize, onPage, onPageSize }: Props) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={count === 0 ? 0 : page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={ROWS_PER_PAGE}
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
      }
      sx={WRAP_SX}
    />
  );
}
