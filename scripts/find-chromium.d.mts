/** Types of find-chromium.mjs for the TypeScript files that import it (playwright.config.ts, the benchmarks). */
export declare const HEADLESS_SHELL: string;
export declare const CANDIDATES: readonly string[];
export declare function findChromium(
  env?: NodeJS.ProcessEnv,
  options?: { headlessShell?: boolean },
): string | undefined;
export declare function ensureChromium(): string;
export declare function ensureFullChromium(): string;
