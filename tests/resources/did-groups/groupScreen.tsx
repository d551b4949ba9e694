/** A DID group's screen at its route, with the pages it may lead to (the group's editor, the list) as probes. */
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';

const landing = (
  <>
    <LocationProbe />
    <NotificationProbe />
  </>
);

export function showGroupScreen(screenName: 'rename' | 'delete', ui: ReactElement, id = 5) {
  setToken('session');
  const user = userEvent.setup();
  renderScreen(ui, {
    url: `/capacity/did-groups/${id}/${screenName}`,
    path: `/capacity/did-groups/:id/${screenName}`,
    routes: { '/capacity/did-groups/:id/edit': landing, '/capacity/did-groups/existing': landing },
  });
  return user;
}
