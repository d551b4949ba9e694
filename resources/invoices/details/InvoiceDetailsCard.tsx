/** Every field of one invoice, its PDF, and the way back to the list. */
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'ra-core';
import type { Invoice } from '@/providers/types';
import { PageTitle } from '@/src/components/PageTitle';
import { useFormat } from '@/src/console/format';
import { Token } from '@/src/components/Token';
import { InvoicePdfButton } from '@/resources/invoices/list/InvoiceLinks';
import { PATHS } from '@/src/paths';

export function InvoiceDetailsCard({ invoice }: { invoice: Invoice }) {
  const translate = useTranslate();
  const format = useFormat();
  const fields: [string, React.ReactNode][] = [
    ['billing.invoices.columns.invoiceID', invoice.reference_number],
    ['billing.invoices.columns.date', <Token key="date">{format.day(invoice.date_created)}</Token>],
    ['billing.invoices.columns.due', <Token key="due">{format.day(invoice.date_due)}</Token>],
    ...(invoice.period_start && invoice.period_end
      ? [
          [
            'billing.invoices.show.period',
            translate('billing.invoices.show.periodValue', {
              from: format.day(invoice.period_start),
              to: format.day(invoice.period_end),
            }),
          ] as [string, React.ReactNode],
        ]
      : []),
    ['billing.invoices.columns.numbers', <Token key="numbers">{format.money(invoice.numbers)}</Token>],
    ['billing.invoices.columns.traffic', <Token key="traffic">{format.money(invoice.traffic)}</Token>],
    ['billing.invoices.columns.total', <Token key="total">{format.money(invoice.total)}</Token>],
  ];
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle title={translate('billing.invoices.show.title')} />
      <Card variant="outlined" component="section" aria-labelledby="invoice-heading">
        <CardContent>
          <Typography id="invoice-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            {translate('billing.invoices.show.heading', { reference: invoice.reference_number })}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
              columnGap: 3,
              rowGap: { xs: 0, sm: 1 },
            }}
          >
            {fields.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
                  {translate(label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: label.endsWith('total') ? 700 : 400 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }} useFlexGap>
            <InvoicePdfButton invoice={invoice} variant="outlined" />
            <Button component={RouterLink} to={PATHS.billing.invoices} startIcon={<ArrowBackIcon />}>
              {translate('billing.invoices.show.back')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
