/** The shapes every bench measurement shares, so a later issue adds one as one more file. */
import type { BuiltApp } from './manifest';

export interface BenchContext {
  /** Repository root. */
  root: string;
  /** The portal, built by `vite build` into dist/. */
  portal: BuiltApp;
  /** The stock react-admin hello-world, built in the same run with the same Vite. */
  stock: BuiltApp;
  /** `--against REF`: the portal built at that git revision, measured beside this tree where a measurement can. */
  against?: BuiltApp & { ref: string };
}

/** A budget of the architecture note, checked against a measurement. */
export interface BudgetCheck {
  label: string;
  pass: boolean;
  detail: string;
}

export interface BenchReport {
  title: string;
  columns: string[];
  /** Right-aligned columns (numbers), by index. */
  numeric?: number[];
  rows: string[][];
  checks?: BudgetCheck[];
  notes?: string[];
}

export interface Measurement {
  name: string;
  run(context: BenchContext): Promise<BenchReport> | BenchReport;
}
