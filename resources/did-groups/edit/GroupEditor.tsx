/** The two groups side by side, and the buttons of the edit screen. */
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { didGroupQuery, saveGroupDids } from '@/providers/api/capacity';
import type { DidGroup } from '@/providers/types';
import { FormErrorList } from '@/src/components/ServerErrors';
import { allMessages } from '@/src/components/formErrors';
import { groupAdditions, moveDid, type GroupSides } from '@/resources/did-groups/groupMoves';
import { DidColumn } from './DidColumn';
import { PATHS } from '@/src/paths';
import { pathWithId } from '@/providers/urlPattern';
import { toastOf } from '@/src/config';

const didsOf = (group?: DidGroup) => (group?.dids ?? []).map((entry) => entry.did).sort();

export function GroupEditor({ group, defaultGroup }: { group: DidGroup; defaultGroup?: DidGroup }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [original] = useState<GroupSides>(() => ({ defaultDids: didsOf(defaultGroup), groupDids: didsOf(group) }));
  const [sides, setSides] = useState(original);
  const { toGroup, toDefault } = groupAdditions(original, sides);
  const changed = toGroup.length + toDefault.length > 0;
  const thisTitle = translate('capacity.didGroups.thisGroup');
  const defaultTitle = translate('capacity.didGroups.defaultGroup');

  const save = useMutation({
    mutationFn: async () => {
      if (toDefault.length > 0 && defaultGroup) await saveGroupDids(defaultGroup.id, toDefault);
      if (toGroup.length > 0) await saveGroupDids(group.id, toGroup);
    },
    // Still pending while the groups are read again: the editor then starts over from the saved groups.
    onSuccess: () => {
      notify('capacity.didGroups.saved', { type: 'success', ...toastOf('didGroups') });
      return queryClient.invalidateQueries({ queryKey: didGroupQuery(group.id).queryKey.slice(0, 1) });
    },
  });

  const link = (template: string) => pathWithId(template, group.id);
  return (
    <>
      <FormErrorList errors={allMessages(save.error, translate)} />
      {defaultGroup ? <Typography sx={{ mb: 2 }}>{translate('capacity.didGroups.moveHint')}</Typography> : null}
      {group.is_default ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('capacity.didGroups.defaultExplained')}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {defaultGroup ? (
          <DidColumn
            id="default-group"
            title={defaultTitle}
            dids={sides.defaultDids}
            target={thisTitle}
            onMove={(did) => setSides(moveDid(sides, did))}
          />
        ) : null}
        <DidColumn
          id="this-group"
          title={defaultGroup ? thisTitle : group.name}
          dids={sides.groupDids}
          target={defaultGroup ? defaultTitle : undefined}
          onMove={(did) => setSides(moveDid(sides, did))}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => save.mutate()}
          disabled={!changed || save.isPending || save.isSuccess}
        >
          {translate('capacity.didGroups.save')}
        </Button>
        {/* The default group of a plan stays: it is never renamed nor deleted (the text above says why). */}
        {group.is_default ? null : (
          <>
            <Button component={RouterLink} to={link(PATHS.didGroups.rename)}>
              {translate('capacity.didGroups.rename')}
            </Button>
            <Button component={RouterLink} to={link(PATHS.didGroups.remove)} color="error">
              {translate('capacity.didGroups.delete')}
            </Button>
          </>
        )}
        <Button component={RouterLink} to={PATHS.order.sharedChannels}>
          {translate('capacity.didGroups.orderChannels')}
        </Button>
        <Button component={RouterLink} to={PATHS.didGroups.list}>
          {translate('capacity.didGroups.cancel')}
        </Button>
      </Stack>
    </>
  );
}
