/**
 * The generated create view of a definition: its form on react-admin's `<Create>`, then where the definition says. A
 * form with a file input goes as one multipart request, its upload's progress under the inputs.
 */
import { useMemo, useState } from 'react';
import { Create } from 'react-admin';
import { useTranslate } from 'ra-core';
import { PageTitle } from '@/src/components/PageTitle';
import type { ResourceDefinition } from '@/src/console/definition';
import { inputOf } from '@/src/console/fields';
import type { WriteMeta } from '@/providers/collection';
import { ResourceForm } from './ResourceForm';
import { redirectOf } from './redirectOf';
import { useSaveFailure } from './useSaveFailure';
import { useSaveSuccess } from './useSaveSuccess';
import { useLookupRefresh } from './useLookupRefresh';
import { percentOf } from './UploadProgressBar';

const hasFileInput = (definition: ResourceDefinition) =>
  Object.values(definition.fields ?? {}).some((field) => field.kind === 'file' && inputOf(field));

export default function ResourceCreate({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const view = definition.create!;
  const onError = useSaveFailure();
  const redirect = redirectOf(definition, view.redirect, 'created');
  const onSuccess = useSaveSuccess(definition, 'created', view.toast, redirect);
  const refresh = useLookupRefresh(definition);
  const [percent, setPercent] = useState<number | null>(null);
  const multipart = hasFileInput(definition);
  const mutationOptions = useMemo(() => {
    const meta: WriteMeta | undefined = multipart
      ? { multipart, onProgress: (progress) => setPercent(percentOf(progress)) }
      : undefined;
    const onSettled = (data: unknown, error: unknown) => {
      setPercent(null);
      refresh(data, error);
    };
    return onSuccess ? { meta, onError, onSuccess, onSettled } : { meta, onError, onSettled };
  }, [multipart, onError, onSuccess, refresh]);
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
        mutationOptions={mutationOptions}
      >
        <ResourceForm definition={definition} mode="create" percent={percent} />
      </Create>
    </>
  );
}
