/** Every field kind's renderer, by kind: the one place a generated view asks how a value looks and is typed. */
import type { FieldKind } from '@/src/console/fields';
import type { Kind } from './kind';
import { textKind } from './text';
import { numberKind } from './number';
import { moneyKind } from './money';
import { dayKind } from './day';
import { dateKind } from './date';
import { dateTimeKind } from './dateTime';
import { utcDateTimeKind } from './utcDateTime';
import { durationKind } from './duration';
import { booleanKind } from './boolean';
import { badgeKind } from './badge';
import { choiceKind } from './choice';
import { countryKind } from './country';
import { referenceKind } from './reference';
import { fileKind } from './file';
import { listKind } from './list';

export const KINDS: Record<FieldKind, Kind> = {
  text: textKind,
  number: numberKind,
  money: moneyKind,
  day: dayKind,
  date: dateKind,
  dateTime: dateTimeKind,
  utcDateTime: utcDateTimeKind,
  duration: durationKind,
  boolean: booleanKind,
  badge: badgeKind,
  choice: choiceKind,
  country: countryKind,
  reference: referenceKind,
  file: fileKind,
  list: listKind,
};

export type { Kind, RenderContext } from './kind';
