/** The generated create view of a definition: its form on react-admin's `<Create>`, then where the definition says. */
import { Create } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PageTitle } from '@/src/components/PageTitle';
import type { ResourceDefinition } from '@/src/console/definition';
import { ResourceForm } from './ResourceForm';
import { redirectOf } from './redirectOf';
import { useSaveFailure } from './useSaveFailure';
import { useSaveSuccess } from './useSaveSuccess';
import { useLookupRefresh } from './useLookupRefresh';

export default function ResourceCreate({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const view = definition.create!;
  const onError = useSaveFailure(view.saveError);
  const redirect = redirectOf(definition, view.redirect, 'created');
  const onSuccess = useSaveSuccess(definition, 'created', view.toast, redirect);
  const onSettled = useLookupRefresh(definition);
  const Intro = view.intro;
  return (
    <>
      <PageTitle title={translate(view.title ?? `resources.${definition.name}.createTitle`)} />
      {Intro ? <Intro /> : null}
      <Create
        resource={definition.name}
        title={false}
        actions={false}
        redirect={redirect}
        mutationOptions={onSuccess ? { onError, onSuccess, onSettled } : { onError, onSettled }}
      >
        <ResourceForm definition={definition} mode="create" />
      </Create>
    </>
  );
}
