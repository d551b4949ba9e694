/**
 * Above the balance history's rows: the balance chart, whose chunk (recharts) and few hundred SVG nodes load once the
 * rows are in (they are what the reader came for). Its place is held meanwhile, so that nothing moves when it arrives.
 */
import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { useWhenIdle } from '@/src/components/useWhenIdle';

const BalanceChart = lazy(() => import('./BalanceChart'));
/** The chart's caption and drawing. */
const CHART_BOX_PX = 222;

export default function DeferredChart() {
  const { isPending } = useListContext();
  const chartMayDraw = useWhenIdle(!isPending);
  const place = <Box sx={{ height: CHART_BOX_PX, mb: 2 }} />;
  return chartMayDraw ? (
    <Suspense fallback={place}>
      <BalanceChart />
    </Suspense>
  ) : (
    place
  );
}
