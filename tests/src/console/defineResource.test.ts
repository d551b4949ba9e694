/** What a definition with fields generates: its views' routes at its paths and the filters' URL and API names. */
import { describe, expect, it } from 'vitest';
import { defineResource, partsOf } from '@/src/console/defineResource';
import { day, text, type CellPartProps } from '@/src/console/fields';
import type { RecordPartProps } from '@/src/console/definition';
import { readyPart, type LazyPart } from '@/src/console/lazyPart';

/** A part that says which it is, to see which parts a view's route would wait for. */
const named = (name: string) =>
  Object.assign(
    readyPart(() => null),
    { partName: name },
  ) as LazyPart & { partName: string };

const definition = defineResource()({
  name: 'things',
  api: { list: 'customer/things' },
  fields: {
    reference: text({ filter: { url: 'thingID', api: 'reference_number' } }),
    created: day({ filter: [{ url: 'from', api: 'date_from' }, { url: 'to' }] }),
    owner: text({ path: 'owner.name', filter: { url: 'owner', numeric: true } }),
  },
  list: { path: '/things' },
  show: { path: '/things/:id' },
  routes: [],
});

describe('defineResource', () => {
  it('registers a route per declared view, the list with its URL parameters', () => {
    expect(definition.routes.map((route) => route.path)).toEqual(['/things', '/things/:id']);
    expect(definition.routes[0].list?.urlParams).toEqual({
      thingID: 'thingID',
      from: 'from',
      to: 'to',
      owner: { name: 'owner', type: 'number' },
    });
  });

  it("sends each filter under its API name: its own, else the field's path", () => {
    expect(definition.filters).toEqual({
      thingID: 'reference_number',
      from: 'date_from',
      to: 'created',
      owner: 'owner.name',
    });
  });

  it("makes a view's route wait for that view's parts only: a list loads neither the edit page's sections nor a field it does not show", () => {
    const withParts = defineResource()({
      name: 'gadgets',
      api: { list: 'customer/gadgets' },
      fields: {
        name: text({ render: named('name cell'), input: { component: named('name input') } }),
        zone: text({ filter: { url: 'zone', component: named('zone filter') }, card: { render: named('zone line') } }),
        notes: text({ column: false, render: named('notes row') }),
      },
      list: { path: '/gadgets', intro: named('intro'), actions: named('list actions'), rowActions: named('row menu') },
      show: { path: '/gadgets/:id/show', actions: named('show actions'), sections: [named('comments')] },
      create: { path: '/gadgets/create' },
      edit: { path: '/gadgets/:id', sections: [{ title: 'capacity.trunks.addresses', part: named('addresses') }] },
      routes: [],
    });
    const names = (view: 'list' | 'show' | 'create' | 'edit') =>
      new Set(partsOf(withParts, view).map((part) => (part as LazyPart & { partName: string }).partName));
    expect(names('list')).toEqual(
      new Set(['intro', 'list actions', 'row menu', 'name cell', 'zone filter', 'zone line']),
    );
    expect(names('show')).toEqual(new Set(['show actions', 'comments', 'name cell', 'notes row']));
    expect(names('create')).toEqual(new Set(['name input']));
    expect(names('edit')).toEqual(new Set(['addresses', 'name input']));
  });
});

/**
 * A definition's names and label keys are checked when it is written (issue 45): each `@ts-expect-error` below must
 * meet an error, or the type check fails. The definitions are also built, to show that the names that pass are the
 * declared ones.
 */
describe('defineResource: names the type check holds to the fields', () => {
  const fields = {
    reference: text({ card: 'key', filter: { url: 'thingID' } }),
    owner: text({ card: { line: 'reference' }, filter: { url: 'owner' } }),
    created: day({ filter: [{ url: 'from' }, { url: 'to' }] }),
  };
  const base = { name: 'things', api: { list: 'customer/things' }, routes: [] };

  it('takes the declared names in every list of names', () => {
    const things = defineResource()({
      ...base,
      fields,
      list: { path: '/things', cardLines: ['owner', 'created'], filterOrder: ['to', 'from', 'owner', 'thingID'] },
      show: { path: '/things/:id', rows: ['created', 'reference'] },
      create: { path: '/things/create', inputs: ['reference', 'owner'] },
      edit: { path: '/things/:id/edit', inputs: ['owner'] },
    });
    expect(things.show?.rows).toEqual(['created', 'reference']);
  });

  it('refuses a misspelt field or filter wherever a definition names one', () => {
    const misspelt = [
      // @ts-expect-error: a show row that is not a field
      defineResource()({ ...base, fields, show: { path: '/things/:id', rows: ['refrence'] } }),
      // @ts-expect-error: a card line that is not a field
      defineResource()({ ...base, fields, list: { path: '/things', cardLines: ['ownr'] } }),
      // @ts-expect-error: a form input that is not a field
      defineResource()({ ...base, fields, create: { path: '/things/create', inputs: ['created_at'] } }),
      // @ts-expect-error: a filter order naming a field rather than its filter's URL parameter
      defineResource()({ ...base, fields, list: { path: '/things', filterOrder: ['created'] } }),
      defineResource()({
        ...base,
        fields: {
          reference: text({ card: 'key' }),
          // @ts-expect-error: a card line joining a field that is not declared
          owner: text({ card: { line: 'referenc' } }),
        },
      }),
      defineResource()({
        ...base,
        fields,
        // @ts-expect-error: a label that is not a key of the English catalogue
        list: { path: '/things', title: 'tickets.titles.opne' },
      }),
    ];
    expect(misspelt).toHaveLength(6);
  });

  it('holds every part and callback to the record type of its view', () => {
    interface Thing {
      id: number;
      reference: string;
    }
    interface ThingDetails extends Thing {
      notes: string;
    }
    const rowPart = readyPart(({ record }: RecordPartProps<Thing>) => record.reference);
    const detailsPart = readyPart(({ record }: RecordPartProps<ThingDetails>) => record.notes);
    const cellPart = readyPart(({ record }: CellPartProps<Pick<Thing, 'reference'>>) => record.reference);
    const typed = [
      defineResource<Thing, ThingDetails>()({
        ...base,
        fields: { reference: text({ render: cellPart }) },
        list: { path: '/things', rowActions: rowPart, dimmed: (thing) => thing.reference === '' },
        show: { path: '/things/:id', actions: detailsPart, sections: [rowPart] },
      }),
      // @ts-expect-error: a row's part that reads the details, which a list row does not carry
      defineResource<Thing, ThingDetails>()({ ...base, list: { path: '/things', rowActions: detailsPart } }),
      // @ts-expect-error: a callback reading what the record type does not have
      defineResource<Thing>()({ ...base, list: { path: '/things', dimmed: (thing) => thing.blocked } }),
      defineResource<{ id: number }>()({
        ...base,
        // @ts-expect-error: a field's part reading what the record type does not have
        fields: { reference: text({ render: cellPart }) },
      }),
    ];
    expect(typed).toHaveLength(4);
  });
});
