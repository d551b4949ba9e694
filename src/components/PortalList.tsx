/**
 * THE list-screen pattern (spec part 1 sections 5, 8, 9; part 2 sections 8, 9): react-admin's <List>
 * with the page sizes 20/50/100/250 (default 20), filters in the URL debounced 500 ms,
 * 400 -> toast "Filtering data failed." (2.5 s) and an empty table, any other failure -> error view
 * with retry. The content scrolls sideways on narrow screens instead of widening the page.
 */
import type { ReactNode } from 'react';
import { List, ListContextProvider, Pagination, useListContext, useNotify, type ListProps } from 'react-admin';
import { ApiError, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../providers/http';
import { PageTitle } from './PageTitle';
import { LoadError } from './ServerErrors';

export const LIST_DEBOUNCE_MS = 500;
const FILTER_TOAST_MS = 2500;
const ROWS_PER_PAGE = [...PAGE_SIZES];

const isFilterRefusal = (error: unknown) => error instanceof ApiError && error.status === 400;

/** In place of the content when the list failed: an empty table for a 400, else the error view. */
function ListFailure({ children }: { children: ReactNode }) {
  const context = useListContext();
  if (isFilterRefusal(context.error)) {
    return (
      <ListContextProvider value={{ ...context, error: null, data: [], total: 0, isPending: false, isLoading: false }}>
        {children}
      </ListContextProvider>
    );
  }
  return <LoadError error={context.error} onRetry={() => void context.refetch()} />;
}

function ListPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />;
}

export interface PortalListProps extends Omit<ListProps, 'perPage' | 'debounce' | 'pagination' | 'title' | 'error' | 'children'> {
  /** The page heading (h1) and document title. */
  title: string;
  children: ReactNode;
}

export function PortalList({ title, children, queryOptions, sx, ...rest }: PortalListProps) {
  const notify = useNotify();
  return (
    <>
      <PageTitle title={title} />
      <List
        perPage={DEFAULT_PAGE_SIZE}
        debounce={LIST_DEBOUNCE_MS}
        pagination={<ListPagination />}
        title={false}
        empty={false}
        error={<ListFailure>{children}</ListFailure>}
        {...rest}
        queryOptions={{
          ...queryOptions,
          onError: (error: unknown) => {
            if (isFilterRefusal(error)) notify('common.errors.filtering', { type: 'error', autoHideDuration: FILTER_TOAST_MS });
          },
        }}
        sx={[{ minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
      >
        {children}
      </List>
    </>
  );
}

export default PortalList;
