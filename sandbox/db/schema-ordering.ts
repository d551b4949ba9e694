/** Tables of the ordering area (issue 5: plans' offers, stock, backorders, orders), merged into SCHEMA by schema.ts. Parents first. */
export const ORDERING_SCHEMA: Record<string, string> = {};

export const ORDERING_INDEXES: string[] = [];
