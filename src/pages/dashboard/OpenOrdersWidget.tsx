import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { dashboardOrdersQuery } from '@/providers/api/dashboard';
import type { DashboardBackorder, DashboardOrder } from '@/providers/entities/dashboard';
import { WidgetCard } from '@/src/components/WidgetCard';
import { OrderDisclosure } from './OrderDisclosure';
import { OrderLinesTable } from './OrderLinesTable';
import { nameOf } from './nameOf';
import { useCountryName } from '@/src/components/countryName';

const DOCUMENT_COLUMNS = ['country', 'area', 'documentType', 'status'].map((c) => `dashboard.orders.columns.${c}`);
const DID_COLUMNS = ['plan', 'country', 'area', 'type', 'amount'].map((c) => `dashboard.orders.columns.${c}`);

function OrderItem({ order }: { order: DashboardOrder }) {
  const translate = useTranslate();
  // The statuses the portal knows (pending, rejected, approved, validated) in the reader's language; others as answered.
  const status = (value: string) => translate(`dashboard.orders.status.${value.trim().toLowerCase()}`, { _: value });
  const countryName = useCountryName();
  const rows = order.documents.map((d) => [
    countryName(nameOf(d.country)),
    ...[d.area, d.document_type].map(nameOf),
    status(nameOf(d.status)),
  ]);
  return (
    <OrderDisclosure uuid={order.uuid} reference={order.reference_number} date={order.order_date}>
      <OrderLinesTable
        caption={translate('dashboard.orders.documents')}
        empty={translate('dashboard.orders.noDocuments')}
        columns={DOCUMENT_COLUMNS}
        rows={rows}
      />
    </OrderDisclosure>
  );
}

function BackorderItem({ backorder }: { backorder: DashboardBackorder }) {
  const translate = useTranslate();
  const countryName = useCountryName();
  const rows = backorder.didorders.map((d) => [
    nameOf(d.plan),
    countryName(nameOf(d.country)),
    ...[d.area, d.type].map(nameOf),
    d.amount,
  ]);
  return (
    <OrderDisclosure uuid={backorder.uuid} reference={backorder.reference_number} date={backorder.order_date}>
      <OrderLinesTable
        caption={translate('dashboard.orders.didOrders')}
        empty={translate('dashboard.orders.noDidOrders')}
        columns={DID_COLUMNS}
        rows={rows}
      />
    </OrderDisclosure>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0, mb: 2 } as const;

/** Open orders (spec part 2 section 2): orders and backorders, each expandable and linking to its details. */
export function OpenOrdersWidget() {
  const translate = useTranslate();
  const { data, isPending, isError, refetch } = useQuery(dashboardOrdersQuery);
  return (
    <WidgetCard
      title={translate('dashboard.orders.title')}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
      height={{ xs: 420, md: 340 }}
      skeletonLines={6}
    >
      {data && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {translate('dashboard.orders.orders')}
          </Typography>
          {data.orders.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>{translate('dashboard.orders.noOrders')}</Typography>
          ) : (
            <Box component="ul" sx={listSx}>
              {data.orders.map((order) => (
                <OrderItem key={order.uuid} order={order} />
              ))}
            </Box>
          )}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {translate('dashboard.orders.backorders')}
          </Typography>
          {data.backorders.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{translate('dashboard.orders.noBackorders')}</Typography>
          ) : (
            <Box component="ul" sx={{ ...listSx, mb: 0 }}>
              {data.backorders.map((backorder) => (
                <BackorderItem key={backorder.uuid} backorder={backorder} />
              ))}
            </Box>
          )}
        </>
      )}
    </WidgetCard>
  );
}
