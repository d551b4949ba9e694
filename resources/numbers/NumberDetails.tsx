/**
 * /numbers/{did}/details: the number's tabs; an unknown number is the not-found page. Still hand-written: the show
 * view has no tabs yet, and the General tab reads another endpoint (`…/general`) than the number's own (issue 45).
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { numberGeneralQuery } from '@/providers/api/numbers';
import { ApiError } from '@/providers/http';
import { LoadError } from '@/src/components/ServerErrors';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import { useTranslate } from 'ra-core';
import DetailsScreen from './details/DetailsScreen';

export default function NumberDetails() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const general = useQuery({ ...numberGeneralQuery(id), enabled: id !== '' });
  if (general.isError) {
    if (general.error instanceof ApiError && general.error.status === 404) return <NotFoundPage />;
    return <LoadError error={general.error} onRetry={() => void general.refetch()} />;
  }
  if (!general.data) return <p role="status">{translate('common.loading')}</p>;
  return <DetailsScreen details={general.data} />;
}
