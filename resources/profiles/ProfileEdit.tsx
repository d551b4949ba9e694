/**
 * /profiles/edit/{profileID}: a missing profile is the not-found page; other load errors the error view.
 * Hand-written: the requirements editor, whose fields and documents follow the chosen country and plan (their
 * requirements come from the API), saved as a draft then documents one by one.
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { profileQuery } from '@/providers/api/profiles';
import { ApiError } from '@/providers/http';
import { LoadError } from '@/src/components/ServerErrors';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { EditSkeleton } from './edit/EditSkeleton';
import { ProfileEditScreen } from './edit/ProfileEditScreen';

export default function ProfileEdit() {
  const { id = '' } = useParams();
  const profile = useQuery({ ...profileQuery(id), enabled: id !== '' });
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundPage />;
    return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  if (!profile.data) {
    return (
      <div style={{ padding: 16 }}>
        <EditSkeleton rows={8} />
      </div>
    );
  }
  return <ProfileEditScreen key={id} profile={profile.data} />;
}
