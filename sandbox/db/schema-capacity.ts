/** Tables of the capacity area (issue 4), merged into SCHEMA by schema.ts. Parents before children. */
export const CAPACITY_SCHEMA: Record<string, string> = {};

export const CAPACITY_INDEXES: string[] = [];
