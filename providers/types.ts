/**
 * Entities of the portal API (spec part 1 and part 2, section 3), one module per area under
 * entities/. Import them from here.
 */
export * from '@/providers/entities/account';
export * from '@/providers/entities/profiles';
export * from '@/providers/entities/numbers';
export * from '@/providers/entities/ordering';
export * from '@/providers/entities/cart';
export * from '@/providers/entities/orders';
export * from '@/providers/entities/billing';
export * from '@/providers/entities/tickets';
export * from '@/providers/entities/product';
