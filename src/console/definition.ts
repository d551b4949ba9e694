/**
 * The shape of a collection's definition (resources/<name>/index.ts, through `defineResource`): its API, its fields
 * and its views. The data provider, the routes and the generated views (src/console/views/) all read it. Types only, so
 * that the views and the registry can both import it without an import cycle.
 */
import type { ComponentType } from 'react';
import type { LazyRoute } from '@/src/components/lazyRoute';
import type { ListDefaults } from '@/src/console/list/listPrefetch';
import type { ToastArea } from '@/src/config';
import type { FieldSpec, LabelKey } from './fields';
import type { LazyPart } from './lazyPart';
import type { CollectionApi } from '@/providers/collection';

export type { CsvExport, ResourceApi } from '@/providers/collection';

export interface ResourceRoute {
  /** Absolute spec URL, react-router syntax (`/numbers/:id/details`). */
  path: string;
  component: LazyRoute;
  /**
   * The route shows the resource's `PortalList`, with these of its defaults: a full page load of the route asks for
   * the list's first page beside the screen's chunk (src/console/list/listPrefetch.ts).
   */
  list?: ListDefaults;
}

/** A record as the generated views and their parts see it. */
export type RecordOf = Record<string, unknown> & { id: string | number };

/**
 * What a part taking the record receives. A part names the record type it reads (`RecordPartProps<Invoice>`, an API
 * entity of providers/): `defineResource` checks that the parts of one collection agree on it.
 */
export interface RecordPartProps<R = RecordOf> {
  record: R;
}

/** A collection's fields, by name, in their order on screen, as the generated views read them. */
export type Fields = Readonly<Record<string, FieldSpec>>;

/**
 * Fields as a definition writes them: each with the record type its parts read (`defineResource` checks that it is the
 * collection's).
 */
export type DeclaredFields = Readonly<Record<string, FieldSpec<string, string, never>>>;

/** The names of a collection's fields. */
export type FieldName<F extends DeclaredFields> = Extract<keyof F, string>;

/** The URL parameters of a collection's filters, as its fields declare them. */
export type FilterUrl<F extends DeclaredFields> = {
  [K in keyof F]: F[K] extends FieldSpec<string, infer U, never> ? U : never;
}[keyof F];

/**
 * The generated list: the one list pattern (PortalList), its table and its phone cards from the fields. `N` are the
 * collection's field names and `U` its filters' URL parameters: a name that is not one of them fails the type check.
 */
export interface ListView<N extends string = string, U extends string = string, R = RecordOf> {
  path: string;
  /** The heading (default `resources.<name>.title`). */
  title?: LabelKey;
  /** Above the rows (notices, a chart, totals). */
  intro?: LazyPart;
  /** The toolbar, in place of the generated one (Create where there is a create view, Export where the API has one). */
  actions?: LazyPart;
  /** The generated toolbar's Create, where it says more than "Create" ("Add new end user", "Create Ticket"). */
  createLabel?: LabelKey;
  /** A row's actions, in place of the generated ones (Details, Edit, Delete as the views and `remove` allow). */
  rowActions?: LazyPart<RecordPartProps<R>>;
  /**
   * The phone card's lines, by field name, in this order (default: the fields with `card: 'line'` or `'plain'`, in their
   * order); the fields on a line's field (`card: { line }`) follow it.
   */
  cardLines?: readonly N[];
  /** Put the row's actions under a card's lines rather than at their right (two labelled links). */
  actionsBelow?: boolean;
  /** Rows can be deleted (after the confirmation `resources.<name>.deleteConfirm`). */
  remove?: boolean;
  filterPlacement?: 'row' | 'aside';
  filterDefaultValues?: Record<string, unknown>;
  /** A failed load shows the answer's own message: its `message` (the tickets' data.message), else its `detail`. */
  serverMessage?: boolean;
  /** Rows shown greyed, in the table and on the cards (an incomplete or blocked end user). */
  dimmed?: (record: R) => boolean;
  /** A click anywhere on a row goes to this path (the row's own link stays the keyboard's way there). */
  rowClick?: (record: R) => string;
  /** The filters' order by URL parameter, where it is not the fields' order (a search box after the selects). */
  filterOrder?: readonly U[];
  /** Many columns (a dozen beside the Search column): the table's cells in the denser size (MANY_COLUMNS_SX). */
  dense?: boolean;
}

/** A tab of a show page: rows of the record (as the card's), or a part taking the record. */
export interface ShowTab<N extends string = string, R = RecordOf> {
  /** Its name in the address (`?tab=`) and in a navigation state that opens the page on it (`tabKey`, `activeKey`). */
  key: string;
  label: LabelKey;
  /** The tab's rows, by field name. */
  rows?: readonly N[];
  part?: LazyPart<RecordPartProps<R>>;
  /** The tab is there only for the records this holds (a capacity number's DID group). */
  when?: (record: R) => boolean;
}

/** The generated show page: every field with a show row, in a card; or tabs. */
export interface ShowView<N extends string = string, R = RecordOf> {
  path: string;
  /** The page's title (default `resources.<name>.showTitle`). */
  title?: LabelKey;
  /** The card's rows, by field name, in this order (default: every field with a show row, in the fields' order). */
  rows?: readonly N[];
  /** The card's heading, an i18n key taking the record's fields (default: the record's representation). */
  heading?: LabelKey;
  /** Under the rows: the record's own actions and the way back (default: back to the list). */
  actions?: LazyPart<RecordPartProps<R>>;
  /** Sections after the card (a sub-list, comments): each a part taking the record. */
  sections?: readonly LazyPart<RecordPartProps<R>>[];
  /**
   * Tabs in place of the card (a number's details): the title with the `badge` field beside it and Exit to the list,
   * then one tab at a time, the first unless the address or the navigation state names another.
   */
  tabs?: readonly ShowTab<N, R>[];
  /** With tabs: the field shown beside the title (a status). */
  badge?: N;
  /** The sections take the page's width (tables of many columns); the card keeps its own. */
  wide?: boolean;
}

/** A section of an edit page after its form (a sub-editor with its own saving), titled like the form's own panel. */
export interface FormSection<R = RecordOf> {
  title: LabelKey;
  part: LazyPart<RecordPartProps<R>>;
}

/** A generated create or edit form: react-admin's `<Create>`/`<Edit>` and `<SimpleForm>` over the fields' inputs. */
export interface FormView<N extends string = string, R = RecordOf> {
  path: string;
  /** The page's title (default `resources.<name>.createTitle` / `editTitle`). */
  title?: LabelKey;
  /** Edit only: the page's title as an i18n key taking the record's fields, shown once the record is read. */
  heading?: LabelKey;
  /**
   * Where a saved record goes (default: the list; false: it stays on the form): a view, or a page of the record (a path
   * with its `:id`: a DID group's editor). The form's Cancel goes back to the page the user came from, else there (an
   * edit) or to the list.
   */
  redirect?: 'list' | 'show' | 'edit' | false | RecordPage;
  /** Create only: above the form (what a new record needs: the new end user's three notes). */
  intro?: LazyPart;
  /** The save button's label where it is not "Save" (a form with one action: Rename). */
  saveLabel?: LabelKey;
  /**
   * Edit only: the form is there for the records this holds; for the others, `otherwise` stands in its place (a default
   * DID group cannot be renamed: it says so, and the way back), and a list's generated Edit is not on their rows.
   */
  when?: (record: R) => boolean;
  otherwise?: LazyPart<RecordPartProps<R>>;
  /** The form's inputs in this order (default: the fields' order). */
  inputs?: readonly N[];
  /**
   * Edit only: sections after the form, each a part taking the record. With sections, the form and each section are
   * open accordion panels (the form's titled `resources.<name>.formTitle`), and the way back is an Exit under them,
   * not the form's Cancel.
   */
  sections?: readonly FormSection<R>[];
  /**
   * The save's success toast: `resources.<name>.notifications.updated`/`created`, closing as the area's (config.ts).
   * False: no toast; the page the save goes to receives the answer's `message` as its navigation state (`message`):
   * the open tickets' banner with the server's words.
   */
  toast?: ToastArea | false;
}

/** A record's page, by its path with the record's id parameter (`/capacity/did-groups/:id/edit`). */
export type RecordPage = `/${string}`;

/**
 * The delete confirmation page of a record (a DID group's): the question with the record's fields, Delete and Cancel.
 * Delete asks the API (`DELETE api.one`), then goes to the list with `resources.<name>.notifications.deleted`; a
 * refusal shows the server's message and keeps the page.
 */
export interface RemoveView<R = RecordOf> {
  path: string;
  /** The page's title (default `resources.<name>.deleteTitle`). */
  title?: LabelKey;
  /** The question, an i18n key taking the record's fields (default `resources.<name>.deleteConfirm`). */
  message?: LabelKey;
  /** Where Cancel goes (default: the list). */
  back?: RecordPage;
  /** The deletion's toast closes as the area's toasts do (config.ts). */
  toast?: ToastArea;
  /** As a form's: the page is there for the records this holds, `otherwise` for the others. */
  when?: (record: R) => boolean;
  otherwise?: LazyPart<RecordPartProps<R>>;
}

/**
 * A collection's definition. `F` is its fields as declared: the views' lists of names (a show page's rows, a card's
 * lines, a form's inputs, the filters' order) take only those names. `Row` is the record type of its list's rows and
 * `Full` of one record's own answer (the show page, the forms), as the API answers them (entities of providers/): the
 * parts and callbacks of each view read that type. The registry and the generated views read any
 * definition (`ResourceDefinition` with its defaults).
 */
export interface ResourceDefinition<
  F extends DeclaredFields = Fields,
  Row = RecordOf,
  Full = Row,
> extends CollectionApi {
  /** The hand-written screens' routes; the generated views add theirs. */
  routes: ResourceRoute[];
  icon?: ComponentType;
  recordRepresentation?: string;
  /** The fields, in their order on screen. */
  fields?: F;
  list?: ListView<FieldName<F>, FilterUrl<F>, Row>;
  show?: ShowView<FieldName<F>, Full>;
  create?: FormView<FieldName<F>, Full>;
  edit?: FormView<FieldName<F>, Full>;
  remove?: RemoveView<Full>;
}
