/** The public pages' translator (the entry chunk): the few English messages they show, French when chosen. */
import { createI18nProvider } from '@/providers/i18nProvider';
import publicMessages from './enPublic';
import { loadFrench } from './loadFrench';

export const publicI18nProvider = createI18nProvider(publicMessages, loadFrench);
