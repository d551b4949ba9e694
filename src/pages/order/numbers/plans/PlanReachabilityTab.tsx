/** Reachability/Services of a plan. */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { planReachabilityQuery } from '../../../../../providers/api/ordering';
import FieldTable from '../../../../../resources/numbers/details/FieldTable';
import TabQuery from '../../../../../resources/numbers/details/TabQuery';

export function PlanReachabilityTab({ id, type }: { id: number; type: number }) {
  const translate = useTranslate();
  const query = useQuery(planReachabilityQuery(id, type));
  const t = (key: string) => translate(`ordering.info.reachability.${key}`);
  const yes = (value: boolean) => t(value ? 'yes' : 'no');
  return (
    <TabQuery query={query}>
      {(data) => (
        <FieldTable
          label={translate('ordering.info.tabs.reachability')}
          rows={[
            [t('national_fixed'), yes(data.national_fixed)],
            [t('national_mobile'), yes(data.national_mobile)],
            [t('international'), yes(data.international)],
            [t('calling_card'), yes(data.services.calling_card)],
            [t('voip_services'), yes(data.services.voip_services)],
            [t('call_back'), yes(data.services.call_back)],
            [t('max_call_duration'), data.minutes.max_call_duration ?? t('none')],
            [t('max_min_day'), data.minutes.max_min_day ?? t('none')],
            [t('allowed_services'), data.allowed_services.join(', ') || t('none')],
            [t('remarks'), data.remarks || t('none')],
          ]}
        />
      )}
    </TabQuery>
  );
}
