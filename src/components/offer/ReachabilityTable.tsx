/**
 * Reachability/Services of a number or of a plan (the same entity). `messages` is the i18n prefix of the
 * screen (numbers.details, ordering.info): each words it for its own subject.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { Reachability } from '@/providers/types';
import FieldTable from './FieldTable';
import TabQuery from './TabQuery';

export default function ReachabilityTable({
  query,
  messages,
}: {
  query: UseQueryResult<Reachability>;
  messages: string;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${messages}.reachability.${key}`);
  const yes = (value: boolean) => t(value ? 'yes' : 'no');
  return (
    <TabQuery query={query}>
      {(data) => (
        <FieldTable
          label={translate(`${messages}.tabs.reachability`)}
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
