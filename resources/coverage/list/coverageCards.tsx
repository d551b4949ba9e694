/** A plan on a phone: its country and name, type and service, stock and lead time, the prices; Order at hand. */
import type { CardLayout } from '@/src/components/CardLayout';
import type { CoverageRow } from '@/providers/types';
import { Token } from '@/src/components/Token';
import { didTypeLabel, typeOfServiceLabel } from '@/src/components/specLabels';
import { Place } from '@/src/components/CountryName';
import OrderLink from './OrderLink';

const label = (key: string) => `resources.coverage.fields.${key}`;

const COVERAGE_CARDS: CardLayout<CoverageRow> = {
  primary: (row) => <Place country={row.country.name} after={[row.name]} />,
  secondary: [
    {
      render: (row, translate) =>
        `${didTypeLabel(translate, row.type.id, row.type.name)}, ${typeOfServiceLabel(translate, row.type_of_service)}`,
    },
    {
      label: label('stock'),
      render: (row, translate) => `${row.stock} · ${translate(label('leadtime'))}: ${row.leadtime}`,
    },
    {
      label: label('nrc'),
      render: (row, translate, format) => (
        <>
          <Token>{format.money(row.nrc)}</Token> · {translate(label('mrc'))}: <Token>{format.money(row.mrc)}</Token>
        </>
      ),
    },
  ],
  action: (row) => <OrderLink record={row} />,
};

export default COVERAGE_CARDS;
