/** The French catalogue, in its own chunk: loaded when a reader chooses French (providers/i18nProvider.ts). */
import type { TranslationMessages } from 'ra-core';

export const loadFrench = (): Promise<TranslationMessages> => import('./fr').then((module) => module.default);
