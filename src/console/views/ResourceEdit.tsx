/**
 * The generated edit view of a definition: the record read through the data provider (getOne) into its form on
 * react-admin's `<Edit>`, saved only once the server accepts (pessimistic). An unknown id is the not-found page; a
 * failed load, the error view with its retry.
 */
import { Edit, useEditContext } from 'react-admin';
import { useTranslate } from 'ra-core';
import { ApiError } from '@/providers/http';
import { PageTitle } from '@/src/components/PageTitle';
import { LoadError } from '@/src/components/ServerErrors';
import NotFoundPage from '@/src/pages/system/NotFoundPage';
import type { ResourceDefinition } from '@/src/console/definition';
import { useRecordId } from '@/src/console/recordPath';
import { ResourceForm } from './ResourceForm';
import { redirectOf } from './redirectOf';
import { useSaveFailure } from './useSaveFailure';
import { useSaveSuccess } from './useSaveSuccess';
import { EditHeading, EditSections } from './EditSections';
import { RecordGuard } from './RecordGuard';
import { useLookupRefresh } from './useLookupRefresh';

/** In place of the form when the record could not be read. */
function LoadFailure() {
  const { error, refetch } = useEditContext();
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  return <LoadError error={error} onRetry={() => void refetch()} />;
}

/** react-admin's own answer to a failed read (a toast and its list route) gives way to the failure view above. */
const quietLoad = { retry: false, onError: () => undefined };

export default function ResourceEdit({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const view = definition.edit!;
  const onError = useSaveFailure();
  const id = useRecordId(view.path);
  const redirect = redirectOf(definition, view.redirect);
  const onSuccess = useSaveSuccess(definition, 'updated', view.toast, redirect);
  const onSettled = useLookupRefresh(definition);
  return (
    <>
      {view.heading ? null : <PageTitle title={translate(view.title ?? `resources.${definition.name}.editTitle`)} />}
      <Edit
        resource={definition.name}
        id={id}
        title={false}
        actions={false}
        redirect={redirect}
        mutationMode="pessimistic"
        mutationOptions={onSuccess ? { onError, onSuccess, onSettled } : { onError, onSettled }}
        queryOptions={quietLoad}
        error={<LoadFailure />}
        component={view.sections ? 'div' : undefined}
        // The title is the page's first line, as on every page, also when it comes from the record.
        sx={view.heading ? { '& .RaEdit-noActions': { mt: 0 } } : undefined}
      >
        <RecordGuard view={view}>
          {view.sections ? (
            <EditSections definition={definition} />
          ) : (
            <>
              <EditHeading definition={definition} />
              <ResourceForm definition={definition} mode="edit" />
            </>
          )}
        </RecordGuard>
      </Edit>
    </>
  );
}
