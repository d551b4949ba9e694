/** The snapshot's columns after the flag and the country: their i18n keys, in the table's and the CSV's order. */
const C = 'reports.snapshot.columns';

export const FIGURE_COLUMNS = [`${C}.activeNumbers`, `${C}.cancellations`, `${C}.inbound`, `${C}.outbound`] as const;
export const COUNTRY_COLUMN = `${C}.country`;
export const FLAG_COLUMN = `${C}.flag`;
