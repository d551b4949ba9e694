/**
 * The edit form's state (one mechanism: React state): typed values on top of the server's values,
 * the Default flag, the chosen files, and the messages shown on fields and documents.
 */
import { useCallback, useMemo, useState } from 'react';
import type { ProfileFormField } from '@/providers/types';
import { toClientName } from '@/resources/profiles/rules/fieldNames';
import { isAllowedFile } from '@/src/components/allowedFile';
import {
  EMAIL_FIELD,
  MESSAGES,
  PHONE_FIELD,
  fileSizeError,
  type DocumentError,
  type FieldValue,
  type FieldValues,
} from '@/resources/profiles/rules/validation';

export interface EditField {
  name: string;
  serverName: string;
  label: string;
  required: boolean;
}

export type ChosenFiles = Record<number, File[]>;

export function toEditFields(fields: readonly ProfileFormField[]): EditField[] {
  return fields.map((field) => ({
    name: toClientName(field.field),
    serverName: field.field,
    label: field.label,
    required: field.required,
  }));
}

export function useEditState(serverFields: readonly ProfileFormField[], serverDefault: boolean) {
  const [edits, setEdits] = useState<FieldValues>({});
  const [defaultFlag, setDefaultFlag] = useState<boolean | undefined>(undefined);
  const [chosen, setChosen] = useState<ChosenFiles>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [groupError, setGroupError] = useState<string | undefined>();
  const [documentErrors, setDocumentErrors] = useState<Record<number, DocumentError>>({});
  const [generalError, setGeneralError] = useState<string | undefined>();

  const values = useMemo(() => {
    const base: FieldValues = {};
    for (const field of serverFields) base[toClientName(field.field)] = field.value;
    return { ...base, ...edits };
  }, [serverFields, edits]);

  const setValue = useCallback((name: string, value: FieldValue) => {
    // A new country has other areas.
    setEdits((current) => ({ ...current, [name]: value, ...(name === 'country' ? { area: null } : {}) }));
    setFieldErrors(({ [name]: _removed, ...rest }) => rest);
    if (name === EMAIL_FIELD || name === PHONE_FIELD) setGroupError(undefined);
  }, []);

  /**
   * Adds the files (or replaces them for a single-version type). A file that is empty, over 50 MB or not of an
   * allowed type (by its name and first bytes) is refused at once, named in the document's message; the other
   * files chosen with it, and everything chosen or typed before, stay.
   */
  const choose = useCallback(async (documentId: number, files: File[], multiple: boolean) => {
    const verdicts = await Promise.all(
      files.map(
        async (file) => fileSizeError(file) ?? ((await isAllowedFile(file)) ? undefined : MESSAGES.fileTypeNotAllowed),
      ),
    );
    const refused = verdicts.findIndex(Boolean);
    const taken = files.filter((_, i) => !verdicts[i]);
    setDocumentErrors(({ [documentId]: _removed, ...rest }) =>
      refused >= 0 ? { ...rest, [documentId]: { key: verdicts[refused] as string, file: files[refused].name } } : rest,
    );
    if (taken.length === 0) return;
    setChosen((current) => ({
      ...current,
      [documentId]: multiple ? [...(current[documentId] ?? []), ...taken] : taken.slice(0, 1),
    }));
  }, []);

  const removeFile = useCallback((documentId: number, index: number) => {
    setChosen(({ [documentId]: files = [], ...rest }) => {
      const left = files.filter((_, position) => position !== index);
      return left.length ? { ...rest, [documentId]: left } : rest;
    });
  }, []);

  const hasChosen = Object.keys(chosen).length > 0;
  const isDefault = defaultFlag ?? serverDefault;
  const dirty =
    Object.keys(edits).length > 0 || (defaultFlag !== undefined && defaultFlag !== serverDefault) || hasChosen;

  /** After a successful save (and the refetch): the server's values are the truth again. */
  const resetSaved = useCallback((keepFiles: boolean) => {
    setEdits({});
    setDefaultFlag(undefined);
    if (!keepFiles) setChosen({});
  }, []);

  return {
    values,
    edits,
    setValue,
    isDefault,
    setDefaultFlag,
    chosen,
    hasChosen,
    choose,
    removeFile,
    dirty,
    resetSaved,
    fieldErrors,
    setFieldErrors,
    groupError,
    setGroupError,
    documentErrors,
    setDocumentErrors,
    generalError,
    setGeneralError,
  };
}

export type EditState = ReturnType<typeof useEditState>;
