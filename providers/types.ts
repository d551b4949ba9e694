/**
 * Entities of the portal API (spec part 1 and part 2, section 3), one module per area under
 * entities/. Import them from here.
 */
export * from './entities/account';
export * from './entities/profiles';
export * from './entities/numbers';
export * from './entities/ordering';
export * from './entities/cart';
export * from './entities/orders';
export * from './entities/billing';
export * from './entities/tickets';
export * from './entities/product';
export * from './entities/porting';
