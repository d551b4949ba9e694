/**
 * /capacity/did-groups/{id}/edit (spec sections 2 and 4): the default group and this group side by side.
 * Hand-written: an editor of two lists at once (numbers moved between the groups, each move its own request), not a
 * form over one record's fields.
 */
import { CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError } from '@/src/components/ServerErrors';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { GroupEditor } from './edit/GroupEditor';
import { useDidGroup } from './edit/useDidGroup';

export default function DidGroupEdit() {
  const translate = useTranslate();
  const loaded = useDidGroup(true);
  if (loaded.notFound) return <NotFoundPage />;
  if (loaded.error) return <LoadError error={loaded.error} onRetry={loaded.retry} />;
  if (loaded.loading || !loaded.group) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return (
    <>
      <PageTitle title={translate('capacity.didGroups.editTitle', { name: loaded.group.name })} />
      {/* A new version of the groups (after a save) starts the editor afresh. */}
      <GroupEditor key={loaded.version} group={loaded.group} defaultGroup={loaded.defaultGroup} />
    </>
  );
}
