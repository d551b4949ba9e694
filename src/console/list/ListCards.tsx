/**
 * The rows of a list on a phone: one card per row, laid out as its resource's CardLayout declares (react-admin's
 * demo renders a SimpleList there; its row is one big link, which cannot hold a menu or a checkbox).
 */
import { startTransition, useEffect, useState } from 'react';
import { Box, Button, List, Typography } from '@mui/material';
import {
  RecordContextProvider,
  useGetResourceLabel,
  useListContext,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { useTranslate } from 'ra-core';
import { useFormat, type Formats } from '@/src/console/format';
import { ACTION_LINE_PX, cardHeight, type CardField, type CardLayout } from './CardLayout';

/** Buttons laid out in a row (a Stack with spacing) wrap rather than overflow a narrow card. */
const WRAPPED_BUTTONS = { '& .MuiStack-root': { flexWrap: 'wrap', gap: 1 }, '& .MuiStack-root > *': { m: 0 } };

function SecondaryLine<R>({ field, record, format }: { field: CardField<R>; record: R; format: Formats }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" component="div" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {field.label ? translate('common.list.field', { label: translate(field.label) }) : null}
      <Box component="span" sx={{ color: 'text.primary' }}>
        {field.render(record, translate, format)}
      </Box>
    </Typography>
  );
}

function ListCard<R extends RaRecord>({ layout, record }: { layout: CardLayout<R>; record: R }) {
  const translate = useTranslate();
  const format = useFormat();
  const { primary, tertiary, secondary, action, actionBelow, select, rowSx } = layout;
  return (
    <Box
      component="li"
      data-testid="list-card"
      sx={[
        { display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, py: 1.5, minHeight: cardHeight(layout) },
        { borderBottom: 1, borderColor: 'divider', listStyle: 'none' },
        ...(rowSx ? [rowSx(record)] : []),
      ].flat()}
    >
      {select ? <Box sx={{ flexShrink: 0, m: -1, mr: 0 }}>{select(record, translate, format)}</Box> : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 28 }}>
          <Typography component="span" data-testid="card-key" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {primary(record, translate, format)}
          </Typography>
          {tertiary ? (
            <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{tertiary(record, translate, format)}</Box>
          ) : null}
        </Box>
        {secondary.map((field, index) => (
          <SecondaryLine key={field.label ?? index} field={field} record={record} format={format} />
        ))}
        {action && actionBelow ? (
          <Box sx={{ minHeight: ACTION_LINE_PX, pt: 1, ...WRAPPED_BUTTONS }}>{action(record, translate, format)}</Box>
        ) : null}
      </Box>
      {action && !actionBelow ? <Box sx={{ flexShrink: 0, my: -0.5 }}>{action(record, translate, format)}</Box> : null}
    </Box>
  );
}

/** No rows: react-admin's ListNoResults, with a Clear filters button that keeps its label on a phone. */
function NoCards() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const name = useGetResourceLabel()(useResourceContext() ?? '', 0);
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <Typography variant="body2" component="div" sx={{ p: 2 }}>
      {translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { name })}{' '}
      {filtered ? (
        <Button size="small" onClick={() => setFilters({}, [])}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      ) : null}
    </Typography>
  );
}

/** The cards a phone's first screen shows. */
const FIRST_SCREEN = 6;

/**
 * How many cards to render: a first screen now, the rest in a transition, which React renders in short slices
 * (a page of 20 to 250 cards in one go held a phone's main thread for a third of a second).
 */
function useShownCount(total: number): number {
  const [shown, setShown] = useState(FIRST_SCREEN);
  useEffect(() => {
    if (total > shown) startTransition(() => setShown(total));
  }, [total, shown]);
  return Math.min(total, shown);
}

interface CardListProps<R extends RaRecord> {
  layout: CardLayout<R>;
  records: R[];
  /** A row's key, where ids repeat across kinds of rows (a cart's numbers and channels). */
  keyOf?: (record: R) => string | number;
}

/**
 * The cards of `records`: a list's page (ListCards) or the rows of a screen's own table on a phone (shared channels,
 * the checkout, the cancellation cart), so that every table reads as cards at 375 px.
 */
export function CardList<R extends RaRecord>({ layout, records, keyOf = (record) => record.id }: CardListProps<R>) {
  const shown = useShownCount(records.length);
  const waiting = records.length - shown;
  return (
    <List disablePadding>
      {records.slice(0, shown).map((record) => (
        <RecordContextProvider key={keyOf(record)} value={record}>
          <ListCard layout={layout} record={record} />
        </RecordContextProvider>
      ))}
      {/* The cards still to come hold their place, so that nothing below them moves when they arrive. */}
      {waiting > 0 ? (
        <Box component="li" aria-hidden sx={{ listStyle: 'none', height: waiting * cardHeight(layout) }} />
      ) : null}
    </List>
  );
}

export function ListCards<R extends RaRecord>({ layout }: { layout: CardLayout<R> }) {
  const { data = [] } = useListContext<R>();
  if (data.length === 0) return <NoCards />;
  return <CardList layout={layout} records={data} />;
}
