/**
 * The generated list of a definition (`list` and `fields`): the one list pattern (PortalList) with, from the same
 * declarations, the table's columns, the phone cards, the filters (each its own URL parameter) and the toolbar
 * (Create where there is a create view, Export CSV where the API has an export). Parts the definition replaces
 * (intro, toolbar, row actions, a field's renderer) take their place; the rest stays generated.
 */
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { DataTable, TopToolbar, useListContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/components/PortalList';
import { MANY_COLUMNS_SX, PortalTableBody } from '@/src/components/PortalTableBody';
import { NamedButton } from '@/src/components/NamedButton';
import { NO_WRAP, Token } from '@/src/components/Token';
import { useExportCsv } from '@/src/components/useExportCsv';
import type { CardLayout } from '@/src/components/CardLayout';
import { filtersOf } from '@/src/console/fields';
import type { RecordOf, ResourceDefinition } from '@/src/console/definition';
import { recordPath } from '@/src/console/recordPath';
import { useFieldDisplay, useFieldEntries, type FieldEntry } from './useFields';
import { RowActions, hasRowActions } from './RowActions';
import { FilterInput } from './FilterInput';

function GeneratedActions({ definition }: { definition: ResourceDefinition }) {
  const { total } = useListContext();
  const onExport = useExportCsv(definition.name);
  if (!definition.create && !definition.api.export) return null;
  return (
    <TopToolbar>
      {definition.create ? (
        <NamedButton
          component={RouterLink}
          label="common.actions.create"
          to={definition.create.path}
          variant="contained"
        >
          <AddIcon />
        </NamedButton>
      ) : null}
      {definition.api.export ? (
        <NamedButton label="common.actions.exportCsv" onClick={onExport} disabled={!total}>
          <DownloadIcon />
        </NamedButton>
      ) : null}
    </TopToolbar>
  );
}

/** A column's values may break across lines: as the definition says, else as their kind. */
const wraps = (entry: FieldEntry): boolean =>
  (entry.field.column ? entry.field.column.wrap : undefined) ?? entry.kind.wraps ?? false;

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

export default function ResourceList({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const entries = useFieldEntries(definition);
  const { display } = useFieldDisplay();
  const list = definition.list!;
  const { name } = definition;
  const columns = entries.filter((entry) => entry.field.column !== false);
  const withActions = hasRowActions(definition);

  // The definition's parse gives the records its hand-written cards read.
  const replacedCards = list.cards?.() as CardLayout<RecordOf> | undefined;
  const generatedCards = useMemo<CardLayout<RecordOf>>(() => {
    const role = (wanted: string) => entries.filter((entry) => entry.field.card === wanted);
    const show = (entry: FieldEntry, record: RecordOf) => {
      const shown = display(entry, record);
      return entry.kind.wraps ? shown : <Token>{shown}</Token>;
    };
    const [key] = role('key');
    const [badge] = role('badge');
    return {
      primary: (record) => (key ? linked(definition, key, record, show(key, record)) : String(record.id)),
      tertiary: badge ? (record) => show(badge, record) : undefined,
      secondary: role('line').map((entry) => ({ label: entry.label, render: (record) => show(entry, record) })),
      action: withActions ? (record) => <RowActions definition={definition} record={record} /> : undefined,
      actionBelow: list.actionsBelow,
    };
  }, [entries, display, definition, list.actionsBelow, withActions]);
  const cards = replacedCards ?? generatedCards;

  const filters = useMemo(
    () =>
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
    [entries],
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
        rowClick={false}
        body={PortalTableBody}
        sx={list.dense ? MANY_COLUMNS_SX : undefined}
      >
        {columns.map((entry) => (
          <DataTable.Col<RecordOf>
            key={entry.name}
            label={entry.label}
            disableSort
            align={(entry.field.column ? entry.field.column.align : undefined) ?? entry.kind.align}
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
