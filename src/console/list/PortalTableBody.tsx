/**
 * The rows of the portal's tables: react-admin's DataTable `body`, drawing each cell as a plain `<td>` styled by one
 * rule of the table body, where react-admin's own draws an MUI TableCell (two styled layers, theme props, and a
 * stored-columns lookup in localStorage, per cell): a 250-row page of 13 columns is 3,250 cells, and the cells were
 * most of a list's render. Columns keep DataTable.Col's props (source, render, children in the row's record context,
 * align, cellSx, cellClassName) and its classes; the rows keep the hover shade. A table that needs react-admin's row
 * features (rowClick, rowSx, selection, expand) gets react-admin's own body.
 */
import { Children, isValidElement, memo, useMemo, type CSSProperties, type ReactElement } from 'react';
import { styled } from '@mui/material/styles';
import {
  DataTable,
  DataTableBody,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableRowSxContext,
  useDataTableStoreContext,
  useStore,
  type DataTableBodyProps,
  type DataTableColumnProps,
  type DataTableNumberColumnProps,
  type RaRecord,
} from 'react-admin';

/** MUI TableCell's body cell in a small table (its own style function is not exported). */
const Body = styled('tbody')(({ theme }) => ({
  '& > tr': { verticalAlign: 'middle', outline: 0 },
  '& > tr:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '& > tr > td': {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: theme.vars
      ? `1px solid ${theme.vars.palette.TableCell.border}`
      : `1px solid ${
          theme.palette.mode === 'light'
            ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
            : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
        }`,
    textAlign: 'left',
    padding: '6px 16px',
    color: (theme.vars ?? theme).palette.text.primary,
  },
  '& > tr > td.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
  '& > tr > td.MuiTableCell-alignCenter': { textAlign: 'center' },
}));

/**
 * The `sx` of a table of many columns (the call records' 13, the end users against a plan's needs): a smaller side
 * padding (6 px, the outer ones 12) and text (12 px, as MUI's captions), so that every column fits a desk's width beside the page's other
 * panels rather than behind a sideways scroll (issue 33).
 */
export const MANY_COLUMNS_SX = {
  '& .MuiTableCell-root': { px: 0.75, fontSize: '0.75rem' },
  '& .MuiTableCell-root:first-of-type': { pl: 1.5 },
  '& .MuiTableCell-root:last-of-type': { pr: 1.5 },
} as const;

const CELL_CLASS = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell';
const ALIGN_CLASS: Record<string, string> = {
  right: 'MuiTableCell-alignRight',
  center: 'MuiTableCell-alignCenter',
};

type Column = ReactElement<DataTableColumnProps>;
/** A column as its cells draw it (a key to keep rows' cells stable). */
type CellColumn = DataTableColumnProps & { cellKey: string | number };

const valueAt = (record: Record<string, unknown>, source: string): unknown =>
  source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

/**
 * A column's cell style: DataTable.Col's `cellSx` as plain CSS (the portal's are plain declarations such as
 * `whiteSpace`), set on the element, not through emotion.
 */
const cellStyle = (column: DataTableColumnProps, record: RaRecord) =>
  column.cellSx ? (column.cellSx(record) as CSSProperties) : undefined;

/**
 * What a column's cells draw. DataTable.NumberCol sets its right alignment and its NumberField inside its own render,
 * which this body does not run: its cells get both here, the number written as NumberField writes it.
 */
function cellColumn(column: Column, index: number): CellColumn {
  const cellKey = column.key ?? index;
  if (column.type !== DataTable.NumberCol) return { ...column.props, cellKey };
  const { source, locales, options, ...rest } = column.props as DataTableNumberColumnProps;
  const render = (record: Record<string, unknown>) => {
    const value = valueAt(record, source);
    return value == null || value === '' ? null : Number(value).toLocaleString(locales, options);
  };
  return { ...rest, source, align: 'right', render, cellKey };
}

function Cell({ column, record }: { column: DataTableColumnProps; record: RaRecord }) {
  const { source, render, children, field: Field, align, cellClassName, className } = column;
  const value = source ? valueAt(record, source) : undefined;
  const classes = [CELL_CLASS, align && ALIGN_CLASS[align], `column-${source}`, className, cellClassName];
  return (
    <td className={classes.filter(Boolean).join(' ')} style={cellStyle(column, record)}>
      {children ?? (render ? render(record) : Field ? <Field source={source} /> : value != null ? String(value) : null)}
    </td>
  );
}

const Row = memo(function Row({ record, columns, odd }: { record: RaRecord; columns: CellColumn[]; odd: boolean }) {
  return (
    <RecordContextProvider value={record}>
      <tr
        className={`MuiTableRow-root MuiTableRow-hover RaDataTable-row ${odd ? 'RaDataTable-rowOdd' : 'RaDataTable-rowEven'}`}
      >
        {columns.map((column) => (
          <Cell key={column.cellKey} column={column} record={record} />
        ))}
      </tr>
    </RecordContextProvider>
  );
});

export function PortalTableBody(props: DataTableBodyProps) {
  const { children } = props;
  const data = useDataTableDataContext();
  const { expand, hasBulkActions } = useDataTableConfigContext();
  const { rowClick } = useDataTableCallbacksContext();
  const rowSx = useDataTableRowSxContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  // The same columns from one render to the next, so that a memoized row draws again only when its record changes.
  const columns = useMemo(
    () =>
      Children.toArray(children)
        .filter((child): child is Column => isValidElement(child))
        .filter((column) => !hidden.includes(column.props.source ?? String(column.props.label)))
        .map(cellColumn),
    [children, hidden],
  );
  if (rowClick || rowSx || expand || hasBulkActions) return <DataTableBody {...props} />;
  return (
    <Body className="MuiTableBody-root datatable-body RaDataTable-tbody">
      {data?.map((record: RaRecord, index: number) => (
        <Row key={record.id ?? `row${index}`} record={record} columns={columns} odd={index % 2 !== 0} />
      ))}
    </Body>
  );
}
