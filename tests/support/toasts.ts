import { screen, within } from '@testing-library/react';

/** The toasts requested so far (see NotificationProbe). */
export const toasts = () => within(screen.getByRole('list', { name: 'toasts' })).queryAllByRole('listitem');
export const toastTexts = () => toasts().map((toast) => toast.textContent);
