/** Tables of the channel carts and the cancellation cart (issue 5), merged into SCHEMA by schema.ts. Parents first. */
export const CHANNELS_SCHEMA: Record<string, string> = {};

export const CHANNELS_INDEXES: string[] = [];
