/** "Plan info" of the chosen PSTN plan: the ordering page's plan details (Pricing, Requirements, ...), on demand. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Paper } from '@mui/material';
import { useTranslate } from 'ra-core';
import { plansQuery } from '@/providers/api/ordering';
import { TYPE_OF_SERVICE } from '@/providers/types';
import { PlanInfo } from '@/src/pages/order/numbers/plans/PlanInfo';

export default function PstnPlanInfo({ country, plan }: { country: number; plan: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const plans = useQuery({ ...plansQuery({ country, tos: TYPE_OF_SERVICE.pstn, didTypes: [] }), enabled: open });
  const found = plans.data?.find((item) => item.id === plan);
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls={open && found ? 'pstn-plan-info' : undefined}
      >
        {translate('cart.pstn.info')}
      </Button>
      {open && found ? (
        <Paper variant="outlined" sx={{ mt: 2 }}>
          <PlanInfo id="pstn-plan-info" plan={found} />
        </Paper>
      ) : null}
    </>
  );
}
