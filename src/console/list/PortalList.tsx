/**
 * THE list-screen pattern (spec part 1 sections 5, 8, 9; part 2 sections 8, 9): react-admin's <List>
 * with the page sizes 20/50/100/250 (default 20), filters in the URL debounced 500 ms,
 * 400 -> toast "Filtering data failed." (2.5 s) and an empty table, any other failure -> error view
 * with retry. The content scrolls sideways on narrow screens instead of widening the page. While a page loads,
 * a placeholder holds the rows' height, so that nothing moves when they arrive.
 * Below `sm` (issue 19) the rows are the resource's cards instead of its table, only one of them rendered and the
 * right one from the first render; the filters fold behind a Filters button (and mount when first shown) and the actions
 * keep their labels.
 * Its rows format amounts through the console's one FormatProvider (`useFormat()`, src/console/format.tsx), not a query
 * per cell.
 * Each filter is its own URL parameter (`urlParams`: filter source -> the spec's name; listUrl.ts, ListUrlAdapter), an
 * old `?filter={json}` link is read and rewritten.
 * A list may opt in to `filterPlacement="aside"`: from `md` up its filters are a "Search" column on the left of the table
 * (ListFilterAside, react-admin's `aside`), below `md` they stay the row above it as on every other list.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  List,
  ListContextProvider,
  Pagination,
  useListContext,
  useNotify,
  type ListProps,
  type RaRecord,
} from 'react-admin';
import { ApiError, DEFAULT_PAGE_SIZE, PAGE_SIZES, firstMessage } from '@/providers/http';
import { cardHeight, type CardLayout } from './CardLayout';
import { FILTER_ASIDE_CLASS, ListFilterAside } from './ListFilterAside';
import { ListCards } from './ListCards';
import { ListPlaceholder, type RowShape } from './ListPlaceholder';
import { PhoneListToolbar } from './PhoneListToolbar';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError, RetryAlert } from '@/src/components/ServerErrors';
import { forgetPrefetchedLists, listStaleTime } from './listPrefetch';
import { ROW_CONTROLS_SX } from '@/src/components/RowControls';
import { usePhone } from '@/src/components/usePhone';
import { toastOf } from '@/src/config';
import { ListUrlAdapter } from './ListUrlAdapter';
import { RestoredFiltersNotice } from './RestoredFiltersNotice';
import { FILTER_SUBMIT_CLASS, filterSubmit } from './FilterSubmit';
import { visuallyHidden } from '@/src/components/visuallyHidden';
import type { ListUrlParams } from './listUrl';

export const LIST_DEBOUNCE_MS = 500;
const ROWS_PER_PAGE = [...PAGE_SIZES];

/** react-admin's default sort (useListController), which a list keeps unless it gives its own. */
const DEFAULT_SORT = { field: 'id', order: 'ASC' } as const;

const isFilterRefusal = (error: unknown) => error instanceof ApiError && error.status === 400;

/**
 * Every filter input of every list at one size on one line: react-admin gives selects a dense margin, a disabled
 * select the medium height, and a loading one another width, so the inputs stood at three heights and moved as
 * their options arrived. An input is 240 px wide, or its label's width when that is longer (the theme makes a label
 * count in its field's width; issue 33): its box does not count (`contain`), so a select never resizes to its chosen
 * option.
 */
const FILTER_INPUT = '& .RaFilterForm-filterFormInput';
const FILTER_SX = {
  [`${FILTER_INPUT} .MuiFormControl-root`]: { mt: 1, mb: 0, width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 240 } },
  [`${FILTER_INPUT} .MuiInputBase-root`]: { height: 40, contain: { sm: 'inline-size' } },
  [`${FILTER_INPUT} .MuiSelect-select`]: { py: 0, display: 'flex', alignItems: 'center' },
  [`${FILTER_INPUT} .MuiInputLabel-root:not(.MuiInputLabel-shrink)`]: { transform: 'translate(14px, 9px) scale(1)' },
  [`${FILTER_INPUT} .MuiFormHelperText-root:empty`]: { display: 'none' },
  // react-admin hides every helper text of a filter; a filter's own error (a date that is no day) must be read.
  [`${FILTER_INPUT} .MuiFormHelperText-root.Mui-error`]: { display: 'block' },
  // The form's submit control (FilterSubmit) is seen only while it has the focus: the filters apply as they are typed.
  [`${FILTER_INPUT}:has(.${FILTER_SUBMIT_CLASS}):not(:focus-within)`]: visuallyHidden,
  // In the Search column the inputs are stacked, each the column's width.
  [`& .${FILTER_ASIDE_CLASS} form`]: { flexDirection: 'column', alignItems: 'stretch', minHeight: 0 },
  [`& .${FILTER_ASIDE_CLASS} .RaFilterForm-filterFormInput`]: { width: '100%' },
  [`& .${FILTER_ASIDE_CLASS} .RaFilterForm-filterFormInput .MuiFormControl-root`]: { width: '100%', minWidth: 0 },
  [`& .${FILTER_ASIDE_CLASS} .RaFilterFormInput-spacer`]: { display: 'none' },
};

/** The answer's own message of a failed list: its `message` (spec part 2, the tickets' data.message), else `detail`. */
function listMessage(error: ApiError): string | undefined {
  const own = (error.data as { message?: unknown } | undefined)?.message;
  return typeof own === 'string' && own.trim() !== '' ? own : firstMessage(error.data);
}

/**
 * In place of the content when the list failed: an empty table for a 400, else the error view; a list whose spec shows
 * the answer's own message (`serverMessage`) shows it in red, with a retry, whenever the answer has one.
 */
function ListFailure({ children, serverMessage }: { children: ReactNode; serverMessage?: boolean }) {
  const context = useListContext();
  const message = serverMessage && context.error instanceof ApiError ? listMessage(context.error) : undefined;
  if (message) {
    return (
      <Box sx={{ p: 2 }}>
        <RetryAlert onRetry={() => void context.refetch()}>{message}</RetryAlert>
      </Box>
    );
  }
  if (isFilterRefusal(context.error)) {
    return (
      <ListContextProvider value={{ ...context, error: null, data: [], total: 0, isPending: false, isLoading: false }}>
        {children}
      </ListContextProvider>
    );
  }
  return <LoadError error={context.error} onRetry={() => void context.refetch()} />;
}

/** The rows, or while the page loads a placeholder of their height (react-admin's own shows nothing for a second). */
function ListBody({ shape, children }: { shape?: RowShape; children: ReactNode }) {
  const { isPending, perPage } = useListContext();
  return isPending ? <ListPlaceholder rows={perPage} shape={shape} /> : <>{children}</>;
}

function ListPagination() {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />;
}

export interface PortalListProps<R extends RaRecord = RaRecord> extends Omit<
  ListProps<R>,
  'perPage' | 'debounce' | 'pagination' | 'title' | 'error' | 'children'
> {
  /** The page heading (h1) and document title. */
  title: string;
  /** The rows on a phone. */
  cards: CardLayout<R>;
  /** Above the rows, on every width: notices, a create panel. */
  intro?: ReactNode;
  /** The rows on a wider screen: the table. */
  children: ReactNode;
  /**
   * Where the filters stand from `md` up: the row above the table (the default), or a "Search" column on its left.
   * Below `md` they are the row (folded behind Filters on a phone) either way.
   */
  filterPlacement?: 'row' | 'aside';
  /** A failed load shows the answer's own message (its `detail` or `message`) in red, rather than the generic view. */
  serverMessage?: boolean;
  /**
   * Each filter's URL parameter: its name where the spec gives one other than the filter's source, and `number` for a
   * filter whose values are numbers (a country). A filter not named here stands under its source, as text.
   */
  urlParams?: ListUrlParams;
}

const isDesk = (theme: Theme) => theme.breakpoints.up('md');

export function PortalList<R extends RaRecord = RaRecord>({
  title,
  cards,
  intro,
  children,
  queryOptions,
  sx,
  actions,
  filters,
  filterPlacement = 'row',
  serverMessage,
  urlParams,
  ...rest
}: PortalListProps<R>) {
  const notify = useNotify();
  const phone = usePhone();
  // Opened with no parameter (a menu link): react-admin shows the stored filters of the last visit, which it says.
  const { search } = useLocation();
  const [openedBare] = useState(search === '');
  const desk = useMediaQuery(isDesk, { noSsr: true });
  // The first page a full load asked for beside this screen's chunk (listPrefetch) serves this mount only.
  useEffect(() => forgetPrefetchedLists, []);
  // Every filter form ends with its submit control (Enter applies the filters at once; FilterSubmit).
  const formFilters = Array.isArray(filters) && filters.length ? [...filters, filterSubmit] : filters;
  const asideFilters = filterPlacement === 'aside' && desk && Array.isArray(formFilters) ? formFilters : null;
  const hasActions = actions !== false && actions !== undefined;
  const phoneToolbar =
    hasActions || filters ? (
      <PhoneListToolbar
        actions={hasActions ? actions : null}
        menu={Boolean(cards.actionsMenu)}
        filters={Array.isArray(formFilters) ? formFilters : undefined}
      />
    ) : (
      false
    );
  const body = (
    <>
      {intro}
      {phone ? <ListCards layout={cards} /> : children}
    </>
  );
  const sort = rest.sort ?? DEFAULT_SORT;
  return (
    <>
      <PageTitle title={title} />
      <ListUrlAdapter
        table={urlParams}
        defaults={{ perPage: DEFAULT_PAGE_SIZE, sort: { field: sort.field, order: sort.order ?? 'ASC' } }}
      >
        <List
          perPage={DEFAULT_PAGE_SIZE}
          debounce={LIST_DEBOUNCE_MS}
          pagination={<ListPagination />}
          title={false}
          empty={false}
          // Signed in is PortalAdmin's to know (it renders with a session whose /me answered; a 401 signs out
          // centrally) and access by path is RequireAccess's: react-admin's own checks would hold the page's request
          // back by two rounds (checkAuth, then canAccess) on every list.
          disableAuthentication
          error={<ListFailure serverMessage={serverMessage}>{body}</ListFailure>}
          actions={phone ? phoneToolbar : actions}
          filters={phone || asideFilters ? undefined : formFilters}
          aside={asideFilters ? <ListFilterAside filters={asideFilters} /> : undefined}
          {...rest}
          queryOptions={{
            staleTime: listStaleTime,
            ...queryOptions,
            onError: (error: unknown) => {
              if (isFilterRefusal(error) && !(serverMessage && error instanceof ApiError && listMessage(error)))
                notify('common.errors.filtering', { type: 'error', ...toastOf('listFilter') });
            },
          }}
          sx={[
            {
              minWidth: 0,
              '& .RaList-main': { minWidth: 0 },
              '& .RaList-content': { overflowX: 'auto' },
              ...FILTER_SX,
            },
            ROW_CONTROLS_SX,
            ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
          ]}
        >
          <RestoredFiltersNotice openedBare={openedBare} defaults={rest.filterDefaultValues} />
          {/* The intro (notices, totals, a chart) stands from the first paint: only the rows wait for their page. */}
          {intro}
          <ListBody shape={phone ? { rowHeight: cardHeight(cards), header: false } : undefined}>
            {phone ? <ListCards layout={cards} /> : children}
          </ListBody>
        </List>
      </ListUrlAdapter>
    </>
  );
}

export default PortalList;
