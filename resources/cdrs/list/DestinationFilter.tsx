/** The destination filter of the call records: a destination belongs to one country. */
import { destinationsQuery } from '@/providers/api/reports';
import { CountryChoiceFilterInput, type CountryChoiceFilterProps } from '@/src/components/CountryChoiceFilterInput';

export default function DestinationFilter(props: CountryChoiceFilterProps) {
  return <CountryChoiceFilterInput {...props} query={destinationsQuery} />;
}
