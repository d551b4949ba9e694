/**
 * react-admin's data provider, generated from the resource registry (handed in by the admin): every collection speaks
 * `page`/`page_size` -> `results`/`count` (spec section 7), with the definition's record id,
 * filter names, parse/serialize and error field names.
 */
import type { Identifier, RaRecord } from 'react-admin';
import { ApiError, getList, http, upload } from './http';
import { exportResource, mapFilters, type CsvExportParams, type PortalDataProvider } from './exportResource';
import type { CollectionApi, WriteMeta } from './collection';
import { pathWithId } from './urlPattern';

type Row = Record<string, unknown>;

function renameErrors(definition: CollectionApi, error: unknown): unknown {
  const fields = definition.errorFields;
  if (!(error instanceof ApiError) || !fields) return error;
  error.body.errors = Object.fromEntries(
    Object.entries(error.body.errors).map(([key, message]) => [fields[key] ?? key, message]),
  );
  return error;
}

/** A multipart body: a part a value (a list's values repeated, files with their names); none and null are left out. */
function formDataOf(data: Row): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(data)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof File) body.append(key, item, item.name);
      else body.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item as string | number));
    }
  }
  return body;
}

/** The fields of `data` whose values differ from `previous` (compared as JSON: a choice's object, a list). */
function changedFields(data: Row, previous: Row): Row {
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])),
  );
}

function resourceClient(definition: CollectionApi) {
  const idField = definition.id ?? 'id';
  const parse = definition.parse ?? ((row: Row) => row);
  const serialize = definition.serialize ?? ((record: Row) => record);

  const toRecord = (row: Row): RaRecord => {
    const record = parse(row);
    return { ...record, id: (row[idField] ?? record[idField] ?? record.id) as Identifier };
  };

  const onePath = (template: string | undefined, id: Identifier) => {
    if (!template) throw new Error(`Resource "${definition.name}" has no path for one record`);
    return pathWithId(template, id);
  };

  /** An answer that is a whole row (not `{message}` or `{message, id}`). */
  const isRow = (answer: unknown): answer is Row =>
    typeof answer === 'object' &&
    answer !== null &&
    idField in answer &&
    Object.keys(answer).some((key) => key !== 'message' && key !== 'id');

  const guard = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw renameErrors(definition, error);
    }
  };

  return {
    list: (page: number, pageSize: number, filters?: Row) =>
      guard(async () => {
        const answer = await getList<Row>(definition.api.list, {
          page,
          pageSize,
          filters: mapFilters(definition, filters),
        });
        return { data: answer.results.map(toRecord), total: answer.count };
      }),

    one: (id: Identifier) =>
      guard(async () => {
        const answer = await http<Row | null | undefined>(onePath(definition.api.one, id));
        // An answer without a record (`null`, nothing) says what a 404 says: there is none of this id.
        if (typeof answer !== 'object' || answer === null) throw new ApiError(404, undefined);
        return toRecord(answer);
      }),

    create: (data: Row, meta?: WriteMeta) =>
      guard(async () => {
        const path = definition.api.create ?? definition.api.list;
        const answer = meta?.multipart
          ? await upload<unknown>(path, formDataOf(serialize(data)), meta.onProgress)
          : await http<unknown>(path, { method: 'POST', body: serialize(data) });
        if (isRow(answer)) return toRecord(answer);
        // `{message, id}`: the record as sent, with its new id and the answer's words (a created ticket's banner).
        const { id: created, message } = (answer ?? {}) as { id?: Identifier; message?: unknown };
        return {
          ...data,
          id: (created ?? data.id) as Identifier,
          ...(typeof message === 'string' ? { message } : {}),
        };
      }),

    update: (id: Identifier, data: Row, previous?: Row) =>
      guard(async () => {
        const method = definition.api.updateMethod ?? 'PUT';
        const answer = await http<unknown>(onePath(definition.api.one, id), {
          method,
          // A PATCH changes what it names: the fields that differ from the record as it was read (a rename, its name).
          body: serialize(method === 'PATCH' && previous ? changedFields(data, previous) : data),
        });
        return isRow(answer) ? toRecord(answer) : { ...data, id };
      }),

    remove: (id: Identifier) => guard(() => http<void>(onePath(definition.api.one, id), { method: 'DELETE' })),
  };
}

export function createDataProvider(resources: CollectionApi[]): PortalDataProvider {
  const client = (name: string) => {
    const definition = resources.find((resource) => resource.name === name);
    if (!definition) throw new Error(`Unknown resource "${name}": add it to resources/index.ts`);
    return resourceClient(definition);
  };

  const provider = {
    getList: (resource: string, params: { pagination?: { page: number; perPage: number }; filter?: Row }) =>
      client(resource).list(params.pagination?.page ?? 1, params.pagination?.perPage ?? 20, params.filter),

    getOne: async (resource: string, params: { id: Identifier }) => ({ data: await client(resource).one(params.id) }),

    getMany: async (resource: string, params: { ids: Identifier[] }) => {
      const api = client(resource);
      return { data: await Promise.all(params.ids.map((id) => api.one(id))) };
    },

    getManyReference: (
      resource: string,
      params: { target: string; id: Identifier; pagination?: { page: number; perPage: number }; filter?: Row },
    ) =>
      client(resource).list(params.pagination?.page ?? 1, params.pagination?.perPage ?? 20, {
        ...params.filter,
        [params.target]: params.id,
      }),

    create: async (resource: string, params: { data: Row; meta?: WriteMeta }) => ({
      data: await client(resource).create(params.data, params.meta),
    }),

    update: async (resource: string, params: { id: Identifier; data: Row; previousData?: Row }) => ({
      data: await client(resource).update(params.id, params.data, params.previousData),
    }),

    updateMany: async (resource: string, params: { ids: Identifier[]; data: Row }) => {
      const api = client(resource);
      await Promise.all(params.ids.map((id) => api.update(id, params.data)));
      return { data: params.ids };
    },

    delete: async (resource: string, params: { id: Identifier; previousData?: RaRecord }) => {
      await client(resource).remove(params.id);
      return { data: params.previousData ?? { id: params.id } };
    },

    deleteMany: async (resource: string, params: { ids: Identifier[] }) => {
      const api = client(resource);
      await Promise.all(params.ids.map((id) => api.remove(id)));
      return { data: params.ids };
    },

    exportCsv: (resource: string, params: CsvExportParams) => exportResource(resource, params.filter, resources),
  };
  // react-admin's DataProvider is generic per call; the provider answers RaRecords throughout.
  return provider as unknown as PortalDataProvider;
}
