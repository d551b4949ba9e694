/** Number types a group's plan can have (the catalogue's number types). */
export const GROUP_TYPES = [1, 2, 4, 5, 6, 7] as const;
