/** Renders the edit screen at a URL, with toasts listed and the pages it may navigate to. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import ProfileEdit from '@/resources/profiles/ProfileEdit';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
export { fill } from '@/tests/support/fill';

export const PLAN_URL = '/profiles/edit/7?country=1&plan=3&type=1';
export const NO_PLAN_URL = '/profiles/edit/7';

export function showEdit(url = PLAN_URL) {
  setToken('session');
  // A person can pick "All files" in the dialog: the portal itself must refuse what `accept` leaves out.
  const user = userEvent.setup({ applyAccept: false });
  const result = renderScreen(
    <>
      <ProfileEdit />
      <NotificationProbe />
    </>,
    {
      url,
      path: '/profiles/edit/:id',
      routes: { '/profiles/existing': <p>Profiles list page</p>, '/profiles/documents': <p>Documents page</p> },
    },
  );
  return { user, ...result };
}

/** Waits for the form to be there (the Save button shows once the form is loaded). */
export const saveButton = () => screen.findByRole('button', { name: 'Save End user' }, { timeout: 5000 });
export const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const combobox = (region: string, label: string) =>
  within(screen.getByRole('region', { name: region })).getByRole('combobox', { name: new RegExp(`^${label}`) });
/** A select of "End User Data". */
export const select = (label: string) => combobox('End User Data', label);
/** A select of "Check profile requirements". */
export const requirement = (label: 'Country' | 'Plan') => combobox('Check profile requirements', label);
export const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

/** A file of the given size without allocating it. */
export function fileOf(name: string, size: number, type = 'application/pdf') {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
