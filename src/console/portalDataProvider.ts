/**
 * The portal's data provider: the registry's collections handed to the provider when the admin starts (providers/
 * knows no collection of its own).
 */
import { createDataProvider } from '@/providers/dataProvider';
import { RESOURCES } from '@/resources';

export const dataProvider = createDataProvider(RESOURCES);
