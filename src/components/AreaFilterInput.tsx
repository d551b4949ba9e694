/** The area filter of every list with a country filter: an area belongs to one country. */
import { areasQuery } from '@/providers/api/profiles';
import { CountryChoiceFilterInput, type CountryChoiceFilterProps } from './CountryChoiceFilterInput';

export function AreaFilterInput(props: CountryChoiceFilterProps) {
  return <CountryChoiceFilterInput {...props} query={areasQuery} />;
}
