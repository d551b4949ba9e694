/**
 * /product/pricelist (spec part 2 sections 2 and 7): each price list with its description, tariff name and files (PDF,
 * CSV, XLSX); the chosen one's tariff (`list` in the URL, the first by default) as a searchable table.
 */
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { priceListsQuery } from '@/providers/api/product';
import { PageTitle } from '@/src/components/PageTitle';
import { FileLinks } from './FileLinks';
import { ProductState } from './ProductState';
import { TariffTable } from './TariffTable';

export default function PriceListPage() {
  const translate = useTranslate();
  const lists = useQuery(priceListsQuery);
  const [params, setParams] = useSearchParams();
  const choose = (tariff: string) => setParams({ list: tariff }, { replace: true });
  return (
    <Box sx={{ maxWidth: 1000, minWidth: 0 }}>
      <PageTitle title={translate('product.priceLists.title')} />
      <ProductState query={lists} empty="product.priceLists.empty">
        {(items) => {
          const chosen = items.find((item) => item.tariff === params.get('list')) ?? items[0];
          return (
            <>
              <Stack spacing={2} sx={{ mb: 3 }}>
                {items.map((item) => (
                  <Card key={item.location} variant="outlined" component="section" aria-label={item.description}>
                    <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
                      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
                          {item.description}
                        </Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {translate('product.priceLists.tariff', { name: item.tariff })}
                        </Typography>
                      </Box>
                      <FileLinks
                        name={item.description}
                        files={[
                          { kind: 'pdf', location: item.pdf_location },
                          { kind: 'csv', location: item.csv_location },
                          { kind: 'xlsx', location: item.xlsx_location },
                        ]}
                      />
                      <Button
                        size="small"
                        variant={item === chosen ? 'contained' : 'outlined'}
                        aria-pressed={item === chosen}
                        onClick={() => choose(item.tariff)}
                      >
                        {translate('product.priceLists.showTariff')}
                      </Button>
                    </CardContent>
                  </Card>
                ))}
              </Stack>
              <Typography component="h2" variant="h6">
                {translate('product.priceLists.tariffOf', { name: chosen.tariff })}
              </Typography>
              <TariffTable key={chosen.location} location={chosen.location} name={chosen.tariff} />
            </>
          );
        }}
      </ProductState>
    </Box>
  );
}
