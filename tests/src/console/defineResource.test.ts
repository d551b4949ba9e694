/** What a definition with fields generates: its views' routes at its paths and the filters' URL and API names. */
import { describe, expect, it } from 'vitest';
import { defineResource, partsOf } from '@/resources/defineResource';
import { day, text } from '@/src/console/fields';
import { readyPart, type LazyPart } from '@/src/console/lazyPart';

/** A part that says which it is, to see which parts a view's route would wait for. */
const named = (name: string) =>
  Object.assign(
    readyPart(() => null),
    { partName: name },
  ) as LazyPart & { partName: string };

const definition = defineResource({
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
    const withParts = defineResource({
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
      edit: { path: '/gadgets/:id', sections: [{ title: 'gadgets.addresses', part: named('addresses') }] },
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
