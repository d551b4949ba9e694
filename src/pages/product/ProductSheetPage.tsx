/**
 * /product/product-sheet (spec part 2 sections 2 and 9): each product sheet with its files and, from `md` up, the
 * browser's own PDF viewer 1000 px high, loaded when it comes near the screen; below `md` a link opens the sheet instead (a phone's viewer is its own).
 * The frame shows the portal's viewer page (`public/document-viewer.html`), which declares the sheet's language and
 * embeds the PDF: a PDF framed directly is wrapped by the browser in a page without `lang` (WCAG 3.1.1, issue 36).
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Link, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { productSheetsQuery } from '@/providers/api/product';
import { PageTitle } from '@/src/components/PageTitle';
import { fileHref } from '@/src/components/fileHref';
import { FileLinks } from './FileLinks';
import { ProductState } from './ProductState';

export const SHEET_VIEWER_HEIGHT = 1000;
/** The product sheets' language: the provider writes them in English (the sandbox's PDFs declare `/Lang (en)`). */
export const SHEET_LANGUAGE = 'en';

/** The viewer page's address for a sheet: the PDF (of the portal's origin), its language and its title (the sheet's name). */
export function sheetViewerSrc(pdf: string, title: string): string {
  const query = new URLSearchParams({ file: pdf, lang: SHEET_LANGUAGE, title });
  return `${import.meta.env.BASE_URL}document-viewer.html?${query.toString()}`;
}
const isDesk = (theme: Theme) => theme.breakpoints.up('md');

/** How near the screen a viewer starts loading its PDF. */
const VIEWER_MARGIN = '200px 0px';

/**
 * A sheet's viewer, framed once it comes within VIEWER_MARGIN of the screen: the page asked for the three PDFs at once
 * (browsers' own `loading="lazy"` starts thousands of pixels ahead). Its box holds the height meanwhile, so nothing
 * moves; a browser without IntersectionObserver frames it at once.
 */
function SheetViewer({ src, title }: { src: string; title: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: VIEWER_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const sx = { width: '100%', height: SHEET_VIEWER_HEIGHT, border: 1, borderColor: 'divider', display: 'block' };
  return near ? (
    <Box component="iframe" src={src} title={title} sx={sx} />
  ) : (
    <Box ref={box} sx={sx} data-testid="sheet-viewer-placeholder" />
  );
}

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
                    <SheetViewer
                      src={sheetViewerSrc(href, sheet.description)}
                      title={translate('product.sheets.viewer', { name: sheet.description })}
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
