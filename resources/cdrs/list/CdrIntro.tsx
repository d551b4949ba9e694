/** Above the call records: the quick ranges, then the totals and calls per day of the filtered records. */
import { CdrQuickRanges } from './CdrQuickRanges';
import { CdrSummary } from './CdrSummary';

export default function CdrIntro() {
  return (
    <>
      <CdrQuickRanges />
      <CdrSummary />
    </>
  );
}
