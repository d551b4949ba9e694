/** The signed-in portal's translator (PortalAdmin's chunk): the whole English catalogue, French when chosen. */
import { createI18nProvider } from '@/providers/i18nProvider';
import en from './en';
import { loadFrench } from './loadFrench';

export const i18nProvider = createI18nProvider(en, loadFrench);
