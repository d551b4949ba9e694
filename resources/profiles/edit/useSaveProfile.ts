/**
 * "Save End user": validate everything, then PATCH the Default flag (always sent), then POST (draft) or
 * PUT the data, then, only if files were chosen, one multipart upload of those documents with the data's
 * country and area. Any failure keeps the typed values and the chosen files.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { profileKey, saveEndUserData, setDefaultProfile, uploadProfileDocuments } from '@/providers/api/profiles';
import { ApiError, firstMessage, type UploadProgress } from '@/providers/http';
import type { EndUserData, ProfileDocumentSlot } from '@/providers/types';
import { toClientKeys, toServerName } from '@/resources/profiles/rules/fieldNames';
import { isFilled, validateDocuments, validateFields } from '@/resources/profiles/rules/validation';
import type { EditField, EditState } from './useEditState';
import { documentInputId, fieldInputId } from './ids';
import { toastOf } from '@/src/config';
import { firstInPageOrder, focusInView, useRefusalFocus } from '@/src/components/refusalFocus';

interface Options {
  profileId: string;
  isDraft: boolean;
  fields: EditField[];
  documents: ProfileDocumentSlot[];
  state: EditState;
}

/** The inputs of the fields and documents in error, in the form's order. */
function inputsInError(
  fields: EditField[],
  documents: ProfileDocumentSlot[],
  fieldErrors: Record<string, unknown>,
  documentErrors: Record<number, unknown>,
): (HTMLElement | null)[] {
  return [
    ...fields.filter((field) => fieldErrors[field.name]).map((field) => fieldInputId(field.name)),
    ...documents.filter((slot) => documentErrors[slot.id]).map((slot) => documentInputId(slot.id)),
  ].map((id) => document.getElementById(id));
}

export function useSaveProfile({ profileId, isDraft, fields, documents, state }: Options) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | undefined>();
  // A new object per refusal of the server (400): its fields in error take the focus once shown and enabled.
  const [refusal, setRefusal] = useState<object | undefined>();

  const validate = (): boolean => {
    const { errors, groupError } = validateFields(fields, state.values);
    const documentErrors = validateDocuments(documents, state.chosen);
    state.setFieldErrors(errors);
    state.setGroupError(groupError);
    state.setDocumentErrors(documentErrors);
    const invalid = inputsInError(fields, documents, errors, documentErrors);
    focusInView(firstInPageOrder(invalid));
    return invalid.length === 0;
  };

  const saveData = async (): Promise<boolean> => {
    notify('profileEdit.toasts.savingProfile', { type: 'info' });
    try {
      await setDefaultProfile(profileId, state.isDefault);
      const body: EndUserData = {};
      for (const field of fields) {
        const value = state.values[field.name];
        body[toServerName(field.name)] = isFilled(value) ? (value ?? null) : null;
      }
      await saveEndUserData(profileId, body, isDraft);
      notify('profileEdit.toasts.profileSaved', { type: 'success' });
      return true;
    } catch (error) {
      notify('common.errors.generic', { type: 'error' });
      if (error instanceof ApiError && error.status === 400) {
        state.setFieldErrors(toClientKeys(error.body.errors));
        state.setGeneralError(firstMessage(error.data));
        setRefusal({});
      }
      return false;
    }
  };

  const uploadFiles = async (): Promise<boolean> => {
    notify('profileEdit.toasts.savingDocuments', { type: 'info', ...toastOf('account') });
    setProgress({ loaded: 0, total: 0 });
    try {
      const place = { country: state.values.country ?? null, area: state.values.area ?? null };
      await uploadProfileDocuments(profileId, state.chosen, place, setProgress);
      notify('profileEdit.toasts.documentsSaved', { type: 'success', ...toastOf('account') });
      return true;
    } catch (error) {
      notify('common.errors.generic', { type: 'error', ...toastOf('account') });
      if (error instanceof ApiError && error.status === 400) {
        const messages: Record<number, string> = {};
        for (const id of Object.keys(state.chosen)) {
          const message = error.field(`document_${id}`);
          if (message) messages[Number(id)] = message;
        }
        state.setDocumentErrors(messages);
        state.setGeneralError(firstMessage(error.data));
        setRefusal({});
      }
      return false;
    } finally {
      setProgress(undefined);
    }
  };

  /** Each step tells its own failure (toast, messages); the steps after a failed data save are not run. */
  const write = useMutation({
    mutationFn: async () => {
      if (!(await saveData())) return;
      const uploaded = state.hasChosen ? await uploadFiles() : true;
      await queryClient.invalidateQueries({ queryKey: profileKey(profileId) });
      state.resetSaved(!uploaded);
    },
  });

  useRefusalFocus(
    refusal,
    () => inputsInError(fields, documents, state.fieldErrors, state.documentErrors),
    !write.isPending,
  );

  const save = async () => {
    if (write.isPending) return;
    state.setGeneralError(undefined);
    if (!validate()) return;
    await write.mutateAsync();
  };

  return { save, saving: write.isPending, progress };
}
