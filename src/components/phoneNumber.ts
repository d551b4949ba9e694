/**
 * A phone number in E.164 as people read it ("+31 20 123 4567"), by the number plan of its country
 * (libphonenumber-js, its smallest metadata). Heavy for a first load: only screens' parts import it, so it comes with
 * their routes. A value it cannot read stays as it is.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export function readablePhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
