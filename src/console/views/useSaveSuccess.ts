/**
 * A generated form's save that the server accepted, for a view that names its toast's area (`toast`): the success
 * toast `resources.<name>.notifications.<event>` closing as the area's toasts do (config.ts), then the view's
 * redirect. With `toast: false`, no toast: the redirect carries the answer's `message` (SavedState) for the page it
 * opens to show. Without either, react-admin's own answer stays (undefined here).
 */
import { useMemo } from 'react';
import { useNotify, useRedirect, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import { useTranslate } from 'ra-core';
import { toastOf, type ToastArea } from '@/src/config';
import type { ResourceDefinition } from '@/src/console/definition';

/** The navigation state a save with `toast: false` leaves for the page it opens: the answer's own words. */
export interface SavedState {
  message?: string;
}

export function useSaveSuccess(
  definition: ResourceDefinition,
  event: 'created' | 'updated',
  area: ToastArea | false | undefined,
  redirect: RedirectionSideEffect,
) {
  const notify = useNotify();
  const redirectTo = useRedirect();
  const translate = useTranslate();
  const { name } = definition;
  return useMemo(
    () =>
      area === undefined
        ? undefined
        : area === false
          ? (data: RaRecord) => {
              const state: SavedState = typeof data.message === 'string' ? { message: data.message } : {};
              redirectTo(redirect, name, data.id, data, state);
            }
          : (data: RaRecord) => {
              notify(`resources.${name}.notifications.${event}`, {
                type: 'success',
                messageArgs: { smart_count: 1, _: translate(`ra.notification.${event}`, { smart_count: 1 }) },
                ...toastOf(area),
              });
              redirectTo(redirect, name, data.id, data);
            },
    [area, name, event, notify, redirectTo, redirect, translate],
  );
}
