/** The signed-in portal's translator: the whole English catalogue (see i18nProvider.ts). */
import en from '@/src/i18n/en';
import { createI18nProvider } from './i18nProvider';

export const i18nProvider = createI18nProvider(en);
