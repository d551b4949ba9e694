/** An invoice's PDF (a new tab) and Details links; real links, so that keyboard and screen-reader users reach them. */
import { Link as RouterLink } from 'react-router-dom';
import { Button, Link, Stack } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'ra-core';
import type { Invoice } from '@/providers/types';
import type { RecordPartProps } from '@/src/console/definition';
import { fileHref } from '@/src/components/fileHref';
import { PATHS } from '@/src/paths';
import { fillPath } from '@/providers/urlPattern';

export function InvoicePdfButton({ invoice, variant = 'text' }: { invoice: Invoice; variant?: 'text' | 'outlined' }) {
  const translate = useTranslate();
  const href = fileHref(invoice.pdf_location);
  return (
    <Button
      component="a"
      size="small"
      variant={variant}
      startIcon={<PictureAsPdfIcon />}
      href={href}
      disabled={!href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={translate('billing.invoices.pdfOf', { reference: invoice.reference_number })}
      onClick={(event) => event.stopPropagation()}
    >
      {translate('billing.invoices.pdf')}
    </Button>
  );
}

/** A row's links: plain anchors rather than buttons, light enough for a page of 250 rows. */
export default function InvoiceLinks({ record: invoice }: RecordPartProps<Invoice>) {
  const translate = useTranslate();
  const href = fileHref(invoice.pdf_location);
  return (
    <Stack direction="row" spacing={2} sx={{ whiteSpace: 'nowrap' }}>
      {href ? (
        <Link
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={translate('billing.invoices.pdfOf', { reference: invoice.reference_number })}
          onClick={(event) => event.stopPropagation()}
        >
          {translate('billing.invoices.pdf')}
        </Link>
      ) : null}
      <Link
        component={RouterLink}
        to={fillPath(PATHS.billing.invoiceDetails, { uuid: invoice.uuid })}
        aria-label={translate('billing.invoices.detailsOf', { reference: invoice.reference_number })}
        onClick={(event) => event.stopPropagation()}
      >
        {translate('billing.invoices.details')}
      </Link>
    </Stack>
  );
}
