/** A moment as dd-mm-yyyy H:MM:ss in UTC, whatever the reader's zone (call records); filtered by day. */
import { dayKind } from './day';
import { isBlank, plain, type Kind } from './kind';

export const utcDateTimeKind: Kind = {
  ...dayKind,
  text: (value, { format }) => (isBlank(value) ? '' : format.utcDateTime(plain(value))),
};
