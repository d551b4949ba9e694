/**
 * Trunks (spec part 1 sections 2 "Capacity", 4 "Trunk addresses", 5): the trunk manager (its support text and the
 * Create new trunk panel above the rows, the generated create form of the edit form's inputs) and a trunk's edit page:
 * the generated form of its details, and its addresses, a section that saves on its own.
 */
import SettingsInputComponentIcon from '@mui/icons-material/SettingsInputComponent';
import { defineResource } from '@/src/console/defineResource';
import type { Trunk } from '@/providers/types';
import { ENDPOINTS } from '@/providers/endpoints';
import { TRUNK_TYPES, type TrunkBody } from '@/providers/types';
import { choice, number, text } from '@/src/console/fields';
import { lazyPart } from '@/src/console/lazyPart';
import { PATHS } from '@/src/paths';

/** The edit view's hand-written parts, one chunk: the view's route loads them together. */
const editParts = () => import('./edit/parts');
/** The list view's hand-written parts, one chunk: the view's route loads them together. */
const listParts = () => import('./list/parts');

/** The trunk types by id, in the portal's language (the API names them in English). */
const TYPE_LABELS = {
  [TRUNK_TYPES.inbound]: 'capacity.trunks.types.inbound',
  [TRUNK_TYPES.outbound]: 'capacity.trunks.types.outbound',
} as const;

export default defineResource<Trunk>()({
  name: 'trunks',
  api: { list: ENDPOINTS.trunks.list, one: ENDPOINTS.trunks.one, updateMethod: 'PUT' },
  fields: {
    name: text({ card: 'key', input: { required: true, maxLength: 255 } }),
    channels: number({ card: 'line' }),
    prefix: text({ card: 'line', input: { placeholder: 'capacity.trunks.form.prefixPlaceholder', maxLength: 15 } }),
    amount_dids: number({ card: 'line' }),
    type: choice({ card: 'badge', choices: { labels: TYPE_LABELS } }),
    type_id: choice({ column: false, input: { required: true }, choices: { labels: TYPE_LABELS } }),
  },
  // The form edits the type by its id; the API takes the trimmed name and prefix.
  parse: (row) => ({ ...row, type_id: (row.type as { id?: number } | undefined)?.id ?? '', prefix: row.prefix ?? '' }),
  serialize: ({ name, type_id, prefix }) => {
    const body: TrunkBody = {
      name: String(name ?? '').trim(),
      type_id: Number(type_id),
      prefix: String(prefix ?? '').trim(),
    };
    return { ...body };
  },
  list: {
    path: PATHS.capacity.trunks,
    title: 'capacity.trunks.title',
    intro: lazyPart(listParts, 'TrunkIntro'),
  },
  edit: {
    path: PATHS.capacity.trunkEdit,
    heading: 'capacity.trunks.editTitle',
    redirect: false,
    inputs: ['name', 'type_id', 'prefix'],
    sections: [{ title: 'capacity.trunks.addresses', part: lazyPart(editParts, 'TrunkAddressesSection') }],
    toast: 'capacity',
  },
  routes: [],
  icon: SettingsInputComponentIcon,
  recordRepresentation: 'name',
});
