import type Database from 'better-sqlite3';

/** Seed of the numbers area's own tables (issue 4), after numbers and trunks exist. Deterministic: SEED_DATE, fixed seeds. */
export function seedNumbersExtra(db: Database.Database, customerId: number, seed: number, seedDate: string): void {
  void db;
  void customerId;
  void seed;
  void seedDate;
}
