/** Rules of a number's routing: outgoing numbers and how many entries a number may have. */
export const MAX_ROUTING_NUMBERS = 3;

/** 6 to 15 digits, optionally after a leading +. */
export const isValidNumberOut = (value: string): boolean => /^\+?\d{6,15}$/.test(value);

export const ROUTING_MESSAGES = {
  tooMany: `A number can have at most ${MAX_ROUTING_NUMBERS} routing numbers.`,
  invalidNumber: 'Enter a valid number.',
  networkTaken: 'This originating network already has a routing number.',
  invalidNetwork: 'Select a valid originating network.',
  shadowExists: 'This number already has a shadow routing number.',
} as const;
