/** Tables of the numbers area (issue 4), merged into SCHEMA by schema.ts. Parents before children. */
export const NUMBERS_SCHEMA: Record<string, string> = {};

export const NUMBERS_INDEXES: string[] = [];
