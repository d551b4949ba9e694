/**
 * The spec's constants in the reader's language (part 1 section 3: DID types 1 Geographic ... 7 UIFN, types of service
 * 3 LT, 2 PSTN, 10 SMS), from their ids rather than the server's English names; an id the portal does not know shows
 * the server's name.
 */
import type { TranslateFunction } from 'react-admin';

export const didTypeLabel = (translate: TranslateFunction, id: number, name: string): string =>
  translate(`ordering.didTypes.${id}`, { _: name });

export const typeOfServiceLabel = (translate: TranslateFunction, id: number, name: string = String(id)): string =>
  translate(`ordering.tos.${id}`, { _: name });
