/**
 * The generated list of a definition (`list` and `fields`): the one list pattern (PortalList) with, from the same
 * declarations, the table's columns, the phone cards, the filters (each its own URL parameter) and the toolbar
 * (Create where there is a create view, Export CSV where the API has an export). Parts the definition replaces
 * (intro, toolbar, row actions, a field's renderer) take their place; the rest stays generated.
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, TopToolbar } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/console/list/PortalList';
import { MANY_COLUMNS_SX, PortalTableBody } from '@/src/console/list/PortalTableBody';
import { NamedButton } from '@/src/components/NamedButton';
import { NO_WRAP } from '@/src/components/Token';
import { filtersOf } from '@/src/console/fields';
import type { RecordOf, ResourceDefinition } from '@/src/console/definition';
import { recordPath } from '@/src/console/recordPath';
import { useFieldDisplay, useFieldEntries, type FieldEntry } from './useFields';
import { cardLayoutOf, wraps } from './cardLayout';
import { RowActions, hasRowActions } from './RowActions';
import { FilterInput } from './FilterInput';
import { ExportCsvButton } from './ExportCsvButton';

function GeneratedActions({ definition }: { definition: ResourceDefinition }) {
  if (!definition.create && !definition.api.export) return null;
  return (
    <TopToolbar>
      {definition.create ? (
        <NamedButton
          component={RouterLink}
          label={definition.list?.createLabel ?? 'common.actions.create'}
          to={definition.create.path}
          variant="contained"
        >
          <AddIcon />
        </NamedButton>
      ) : null}
      {definition.api.export ? <ExportCsvButton /> : null}
    </TopToolbar>
  );
}

/** A dimmed row (`list.dimmed`): a grey background, its text secondary. */
const DIMMED_ROW = { bgcolor: 'action.hover', '& td': { color: 'text.secondary' } };
const DIMMED_CARD = { bgcolor: 'action.hover', color: 'text.secondary' };

/** A column's value, as the way to the record's page where the definition says so. */
function linked(definition: ResourceDefinition, entry: FieldEntry, record: RecordOf, shown: ReactNode): ReactNode {
  const link = entry.field.column === false ? undefined : entry.field.column?.link;
  const target = link === 'show' ? definition.show : link === 'edit' ? definition.edit : undefined;
  if (!target) return shown;
  return (
    <Link component={RouterLink} to={recordPath(target.path, record.id)}>
      {shown}
    </Link>
  );
}

/** A value may break inside: the column's own rule where it has one, else its kind's. */
/** The filters in the list's order (by URL parameter), the others after them in the fields' order. */
function ordered(filters: ReactElement<{ source: string }>[], order: readonly string[] | undefined) {
  if (!order) return filters;
  const rank = (filter: ReactElement<{ source: string }>) => {
    const index = order.indexOf(filter.props.source);
    return index === -1 ? order.length : index;
  };
  return [...filters].sort((a, b) => rank(a) - rank(b));
}

export default function ResourceList({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const entries = useFieldEntries(definition);
  const { display } = useFieldDisplay();
  const list = definition.list!;
  const { name } = definition;
  const columns = entries.filter((entry) => entry.field.column !== false);
  const withActions = hasRowActions(definition);
  const { dimmed } = list;

  const cards = useMemo(
    () =>
      cardLayoutOf(entries, display, {
        key: (entry, record, shown) => linked(definition, entry, record, shown),
        action: withActions ? (record) => <RowActions definition={definition} record={record} /> : undefined,
        actionBelow: list.actionsBelow,
        lines: list.cardLines,
        rowSx: dimmed ? (record) => (dimmed(record) ? DIMMED_CARD : {}) : undefined,
      }),
    [entries, display, definition, list.actionsBelow, list.cardLines, withActions, dimmed],
  );

  const filters = useMemo(
    () =>
      ordered(
        entries.flatMap((entry) =>
          filtersOf(entry.field).map((filter) => (
            <FilterInput
              key={filter.url}
              source={filter.url}
              label={filter.label ?? entry.label}
              field={entry.field}
              filter={filter}
              alwaysOn
            />
          )),
        ),
        list.filterOrder,
      ),
    [entries, list.filterOrder],
  );
  const urlParams = definition.routes.find((route) => route.path === list.path)?.list?.urlParams;
  const Intro = list.intro;
  const Actions = list.actions;

  return (
    <PortalList<RecordOf>
      title={translate(list.title ?? `resources.${name}.title`)}
      resource={name}
      filters={filters.length ? filters : undefined}
      filterDefaultValues={list.filterDefaultValues}
      filterPlacement={list.filterPlacement}
      serverMessage={list.serverMessage}
      urlParams={urlParams}
      actions={Actions ? <Actions /> : <GeneratedActions definition={definition} />}
      cards={cards}
      intro={Intro ? <Intro /> : undefined}
    >
      <DataTable<RecordOf>
        bulkActionButtons={false}
        rowClick={list.rowClick ? (_id, _resource, record) => list.rowClick!(record as RecordOf) : false}
        // A row click or greyed rows take react-admin's own body (PortalTableBody hands them over).
        body={PortalTableBody}
        rowSx={dimmed ? (record) => (dimmed(record) ? DIMMED_ROW : {}) : undefined}
        sx={list.dense ? MANY_COLUMNS_SX : undefined}
      >
        {columns.map((entry) => (
          <DataTable.Col<RecordOf>
            key={entry.name}
            label={entry.label}
            disableSort
            align={entry.kind.align}
            cellSx={wraps(entry) ? undefined : NO_WRAP}
            render={(record) => linked(definition, entry, record, display(entry, record))}
          />
        ))}
        {withActions ? (
          <DataTable.Col<RecordOf>
            label="common.console.actions"
            disableSort
            render={(record) => <RowActions definition={definition} record={record} />}
          />
        ) : null}
      </DataTable>
    </PortalList>
  );
}
