/**
 * /reports/cdrs (spec part 2 section 2 "Reports"; issue 13 item 1): the customer's call records, filtered in the URL
 * (a Search column on the left of the table from md up, PortalList's filter row above it below md), paginated
 * 20/50/100/250, exported as CSV with the same filters. Times in UTC. Above the rows, the quick ranges and the totals and
 * calls per day of the filtered records (ours, beyond the spec: a sandbox extension that a real backend may lack).
 */
import { Box } from '@mui/material';
import { DataTable } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PortalList } from '@/src/components/PortalList';
import { MANY_COLUMNS_SX, PortalTableBody } from '@/src/components/PortalTableBody';
import { NO_WRAP } from '@/src/components/Token';
import { formatDateTimeUtc } from '@/src/components/dates';
import { useFormat } from '@/src/console/format';
import { CDR_CARDS } from './list/cdrCards';
import type { CdrRecord } from './list/cdrRecord';
import { formatDuration, trafficTypeName } from './list/cdrFormat';
import { CdrExportButton } from './list/CdrExportButton';
import { CdrQuickRanges } from './list/CdrQuickRanges';
import { CdrSummary } from './list/CdrSummary';
import { RelatedDidLink } from './list/RelatedDidLink';
import { useCdrFilters } from './list/useCdrFilters';
import { CDR_LIST } from './list/cdrList';
import { CountryName } from '@/src/components/CountryName';

const Col = DataTable.Col<CdrRecord>;

/** The day and the time may stand on two lines, each whole ("01-09-2025" never broken at a hyphen). */
function StartTime({ value }: { value: string }) {
  const [day, ...time] = formatDateTimeUtc(value).split(' ');
  return (
    <>
      <Box component="span" sx={NO_WRAP}>
        {day}
      </Box>{' '}
      <Box component="span" sx={NO_WRAP}>
        {time.join(' ')}
      </Box>
    </>
  );
}
const C = 'reports.cdrs.columns';

export default function CdrList() {
  const translate = useTranslate();
  const format = useFormat();
  const filters = useCdrFilters();
  return (
    <PortalList
      {...CDR_LIST}
      title={translate('reports.cdrs.title')}
      resource="cdrs"
      filters={filters}
      filterPlacement="aside"
      actions={<CdrExportButton />}
      cards={CDR_CARDS}
      intro={
        <>
          <CdrQuickRanges />
          <CdrSummary />
        </>
      }
    >
      <DataTable<CdrRecord> bulkActionButtons={false} rowClick={false} body={PortalTableBody} sx={MANY_COLUMNS_SX}>
        {/* The date and the time may stand on two lines, the two addresses too: the 13 columns fit beside the Search. */}
        <Col label={`${C}.startTime`} disableSort render={(cdr) => <StartTime value={cdr.start_time} />} />
        <Col
          source="country.name"
          label={`${C}.country`}
          disableSort
          render={(cdr) => <CountryName name={cdr.country?.name} />}
        />
        <Col source="area.name" label={`${C}.area`} disableSort />
        <Col source="destination.name" label={`${C}.destination`} disableSort />
        <Col source="number_a" label={`${C}.numberA`} disableSort cellSx={NO_WRAP} />
        <Col source="number_b" label={`${C}.numberB`} disableSort cellSx={NO_WRAP} />
        <Col label={`${C}.relatedDid`} disableSort render={(cdr) => <RelatedDidLink did={cdr.related_did} />} />
        <Col label={`${C}.ips`} disableSort render={(cdr) => `${cdr.src_ip} / ${cdr.dst_ip}`} />
        <Col label={`${C}.duration`} disableSort align="right" render={(cdr) => formatDuration(cdr.duration)} />
        <Col
          label={`${C}.billableDuration`}
          disableSort
          align="right"
          render={(cdr) => formatDuration(cdr.rounded_up_duration)}
        />
        <Col
          label={`${C}.completed`}
          disableSort
          render={(cdr) => translate(cdr.realized ? 'reports.cdrs.yes' : 'reports.cdrs.no')}
        />
        <Col label={`${C}.cost`} disableSort align="right" cellSx={NO_WRAP} render={(cdr) => format.money(cdr.price)} />
        <Col label={`${C}.type`} disableSort render={(cdr) => trafficTypeName(cdr.traffic_type)} />
      </DataTable>
    </PortalList>
  );
}
