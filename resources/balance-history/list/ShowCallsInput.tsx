/** The "Show calls" selector of the balance history (spec part 2 section 2): URL parameter showCalls, sent as show 1 or 2. */
import { SelectInput } from 'react-admin';
import { BALANCE_HISTORY_SHOW } from '../../../providers/types';

const CHOICES = [
  { id: BALANCE_HISTORY_SHOW.withoutCalls, name: 'billing.history.show.withoutCalls' },
  { id: BALANCE_HISTORY_SHOW.withCalls, name: 'billing.history.show.withCalls' },
];

export function ShowCallsInput({ source }: { source: string; alwaysOn?: boolean }) {
  return (
    <SelectInput
      source={source}
      label="billing.history.showCalls"
      choices={CHOICES}
      emptyText={false}
      helperText={false}
      validate={undefined}
    />
  );
}
