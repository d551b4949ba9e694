/** A DID group's screen at its route, with the pages it may lead to (the group's editor, the list) as probes. */
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/tests/support/render';
import { setToken } from '@/providers/http';
import { LocationProbe } from '@/tests/support/renderPublic';
import { NotificationProbe } from '@/tests/support/NotificationProbe';
import { routeScreen } from '@/tests/support/routeScreen';
import { PATHS } from '@/src/paths';

const landing = (
  <>
    <LocationProbe />
    <NotificationProbe />
  </>
);

export function showGroupScreen(screenName: 'rename' | 'remove', id = 5) {
  setToken('session');
  const user = userEvent.setup();
  const path = PATHS.didGroups[screenName];
  renderScreen(
    <>
      {routeScreen(path)}
      <LocationProbe />
      <NotificationProbe />
    </>,
    {
      url: path.replace(':id', String(id)),
      path,
      routes: { '/capacity/did-groups/:id/edit': landing, '/capacity/did-groups/existing': landing },
    },
  );
  return user;
}
