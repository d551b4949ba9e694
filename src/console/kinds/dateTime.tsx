/** A moment as dd-mm-yyyy H:MM:ss in the reader's time zone; filtered by day. */
import { dayKind } from './day';
import { isBlank, plain, type Kind } from './kind';

export const dateTimeKind: Kind = {
  ...dayKind,
  text: (value, { format }) => (isBlank(value) ? '' : format.dateTime(plain(value))),
};
