/** A call record on a phone: when (UTC) and its cost, then the parties, the place, the durations and its number. */
import type { CardLayout } from '@/src/components/CardLayout';
import { Token } from '@/src/components/Token';
import type { CdrRecord } from './cdrRecord';
import { formatDuration } from '@/src/console/kinds/duration';
import { trafficTypeName } from './cdrFormat';
import { RelatedDidLink } from './RelatedDidLink';
import { Place } from '@/src/components/CountryName';

const C = 'resources.cdrs.fields';

const CDR_CARDS: CardLayout<CdrRecord> = {
  primary: (cdr, _t, format) => <Token>{format.utcDateTime(cdr.start_time)} UTC</Token>,
  tertiary: (cdr, _t, format) => <Token>{format.money(cdr.price)}</Token>,
  secondary: [
    { render: (cdr) => <Token>{`${cdr.number_a} → ${cdr.number_b}`}</Token> },
    {
      render: (cdr) => (
        <Place
          country={cdr.country?.name}
          after={[cdr.area?.name, cdr.destination?.name, trafficTypeName(cdr.traffic_type)]}
        />
      ),
    },
    {
      label: `${C}.duration`,
      render: (cdr, translate) =>
        `${formatDuration(cdr.duration)} (${translate('reports.cdrs.billable')} ${formatDuration(cdr.rounded_up_duration)}), ${translate(cdr.realized ? 'reports.cdrs.completed' : 'reports.cdrs.notCompleted')}`,
    },
    { label: `${C}.related_did`, render: (cdr) => <RelatedDidLink did={cdr.related_did} /> },
  ],
};

export default CDR_CARDS;
