/** Placeholder: replaced by its owner. */
import type { DataProvider } from 'react-admin';
export const dataProvider = {} as DataProvider;
