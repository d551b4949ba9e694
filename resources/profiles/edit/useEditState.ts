/**
 * The edit form's state (one mechanism: React state): typed values on top of the server's values,
 * the Default flag, the chosen files, and the messages shown on fields and documents.
 */
import { useCallback, useMemo, useState } from 'react';
import { MAX_FILES_PER_UPLOAD } from '@/providers/fileTypes';
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

/**
 * Of the files taken for a document, those the save may still carry (MAX_FILES_PER_UPLOAD for all documents together:
 * one request) and the first that does not fit. A single-version document's choice replaces its file.
 */
export function fitting(chosen: ChosenFiles, documentId: number, multiple: boolean, taken: File[]) {
  const others = Object.entries(chosen).reduce(
    (total, [id, list]) => total + (Number(id) === documentId && !multiple ? 0 : list.length),
    0,
  );
  const wanted = multiple ? taken : taken.slice(0, 1);
  const room = Math.max(0, MAX_FILES_PER_UPLOAD - others);
  return { taken: wanted.slice(0, room), over: wanted[room] as File | undefined };
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
  const choose = useCallback(
    async (documentId: number, files: File[], multiple: boolean) => {
      const verdicts = await Promise.all(
        files.map(
          async (file) =>
            fileSizeError(file) ?? ((await isAllowedFile(file)) ? undefined : MESSAGES.fileTypeNotAllowed),
        ),
      );
      const refused = verdicts.findIndex(Boolean);
      const fit = fitting(
        chosen,
        documentId,
        multiple,
        files.filter((_, i) => !verdicts[i]),
      );
      const error =
        refused >= 0
          ? { key: verdicts[refused] as string, file: files[refused].name }
          : fit.over
            ? { key: MESSAGES.tooManyFiles, file: fit.over.name }
            : undefined;
      setDocumentErrors(({ [documentId]: _removed, ...rest }) => (error ? { ...rest, [documentId]: error } : rest));
      if (fit.taken.length === 0) return;
      setChosen((current) => ({
        ...current,
        [documentId]: multiple ? [...(current[documentId] ?? []), ...fit.taken] : fit.taken,
      }));
    },
    [chosen],
  );

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
