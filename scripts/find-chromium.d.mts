/** Types of find-chromium.mjs for the TypeScript files that import it (playwright.config.ts). */
export declare const CANDIDATES: readonly string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
export declare function ensureChromium(): string;
