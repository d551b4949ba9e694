/**
 * React's development build records where each element was created (an `Error` and a console task per element, its
 * "owner stacks", up to 10,000 a second) to name components in its warnings. Component tests render forms of thousands
 * of elements on every keystroke: the records took some 13 % of the heaviest files' time. Tests read no owner stack, so
 * the counter that stops the recording is held past its limit. React's warnings still come, with shorter component
 * stacks. A React without the counter is left as it is.
 */
import * as React from 'react';

const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set: () => {} });
}
