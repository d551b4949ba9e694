/** What a definition with fields generates: its views' routes at its paths and the filters' URL and API names. */
import { describe, expect, it } from 'vitest';
import { defineResource } from '@/resources/defineResource';
import { day, text } from '@/src/console/fields';

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
});
