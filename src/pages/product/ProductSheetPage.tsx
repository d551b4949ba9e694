/**
 * /product/product-sheet (spec part 2 sections 2 and 9): each product sheet with its files and, from `md` up, the
 * browser's own PDF viewer 1000 px high; below `md` a link opens the sheet instead (a phone's viewer is its own).
 */
import { Box, Link, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { productSheetsQuery } from '@/providers/api/product';
import { PageTitle } from '@/src/components/PageTitle';
import { fileHref } from '@/src/components/fileHref';
import { FileLinks } from './FileLinks';
import { ProductState } from './ProductState';

export const SHEET_VIEWER_HEIGHT = 1000;
const isDesk = (theme: Theme) => theme.breakpoints.up('md');

export default function ProductSheetPage() {
  const translate = useTranslate();
  const desk = useMediaQuery(isDesk, { noSsr: true });
  const sheets = useQuery(productSheetsQuery);
  return (
    <>
      <PageTitle title={translate('product.sheets.title')} />
      <ProductState query={sheets} empty="product.sheets.empty">
        {(items) => (
          <Stack spacing={4}>
            {items.map((sheet) => {
              const href = fileHref(sheet.location);
              return (
                <Box component="section" key={sheet.location} aria-label={sheet.description}>
                  <Typography component="h2" variant="h6">
                    {sheet.description}
                  </Typography>
                  <Box sx={{ my: 1 }}>
                    <FileLinks
                      name={sheet.description}
                      files={[
                        { kind: 'pdf', location: sheet.pdf_location },
                        { kind: 'csv', location: sheet.csv_location },
                      ]}
                    />
                  </Box>
                  {href && desk ? (
                    <Box
                      component="iframe"
                      src={href}
                      title={translate('product.sheets.viewer', { name: sheet.description })}
                      sx={{ width: '100%', height: SHEET_VIEWER_HEIGHT, border: 1, borderColor: 'divider' }}
                    />
                  ) : href ? (
                    <Link href={href} target="_blank" rel="noopener noreferrer">
                      {translate('product.sheets.open', { name: sheet.description })}
                    </Link>
                  ) : null}
                </Box>
              );
            })}
          </Stack>
        )}
      </ProductState>
    </>
  );
}
