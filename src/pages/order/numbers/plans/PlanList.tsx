/** The plans matching the search: one card each; Info and Select of one plan at a time (switching plan resets both). */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { plansQuery } from '@/providers/api/ordering';
import { LoadError } from '@/src/components/ServerErrors';
import { SALES_EMAIL } from '@/src/config';
import { PlanCard } from './PlanCard';
import { togglePanel, type OpenPanels } from './openPanels';

interface Props {
  country: number;
  tos: number;
  didTypes: number[];
  /** The plan whose Info opens first (arriving from coverage). */
  initialPlan: number | null;
}

export function PlanList({ country, tos, didTypes, initialPlan }: Props) {
  const translate = useTranslate();
  const query = useQuery(plansQuery({ country, tos, didTypes }));
  const [open, setOpen] = useState<OpenPanels>({ planId: initialPlan, info: initialPlan !== null, select: false });
  const [, setParams] = useSearchParams();
  const toggle = (planId: number, panel: 'info' | 'select') => {
    if (open.planId !== null && planId !== open.planId) {
      // Another plan: its prefix search starts afresh too. The first plan opened keeps the search of the link
      // (a deep link's prefix and prefixName, issue 33 item 6).
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('prefix');
          next.delete('prefixName');
          return next;
        },
        { replace: true },
      );
    }
    setOpen((current) => togglePanel(current, planId, panel));
  };
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={20} aria-hidden />
        {translate('ordering.plans.searching')}
      </Box>
    );
  }
  if (query.data.length === 0) {
    return <Alert severity="info">{translate('ordering.plans.empty', { email: SALES_EMAIL })}</Alert>;
  }
  return (
    <Box component="section" aria-labelledby="plans-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="plans-heading" variant="h6" component="h2">
        {translate('ordering.plans.heading')}
      </Typography>
      {query.data.map((plan) => (
        <PlanCard
          key={`${plan.id}-${plan.plan_type}`}
          plan={plan}
          infoOpen={open.planId === plan.id && open.info}
          selectOpen={open.planId === plan.id && open.select}
          onToggle={(panel) => toggle(plan.id, panel)}
        />
      ))}
    </Box>
  );
}
