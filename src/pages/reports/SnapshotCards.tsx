/**
 * The snapshot on a phone: a card per country (its flag, its name, its four figures), then the Total's card. The
 * dashboard's widget lays out its top 3 and Others with the same cards.
 */
import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { useTranslate } from 'ra-core';
import type { SnapshotRow } from '@/providers/entities/reports';
import { CountryFlag } from './CountryFlag';
import { FIGURE_COLUMNS } from './snapshotColumns';
import { figuresOf, snapshotTotal, type SnapshotFigures } from './snapshotTotal';
import { CountryName } from '@/src/components/CountryName';

/** One card: its heading (a country, Others, Total), then the four figures as a description list. */
export function FiguresCard({ heading, figures }: { heading: ReactNode; figures: SnapshotFigures }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        {heading}
        <Stack component="dl" sx={{ m: 0, mt: 1 }}>
          {figuresOf(figures).map((value, index) => (
            <Stack key={FIGURE_COLUMNS[index]} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {translate(FIGURE_COLUMNS[index])}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {number.format(value)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function SnapshotCards({ rows }: { rows: SnapshotRow[] }) {
  const translate = useTranslate();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <FiguresCard
          key={row.country.name}
          figures={row}
          heading={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CountryFlag country={row.country} />
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                <CountryName name={row.country.name} />
              </Typography>
            </Stack>
          }
        />
      ))}
      <FiguresCard
        figures={snapshotTotal(rows)}
        heading={
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {translate('reports.snapshot.total')}
          </Typography>
        }
      />
    </Stack>
  );
}
