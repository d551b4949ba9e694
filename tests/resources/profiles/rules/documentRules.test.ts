import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as reporting from '@/src/system/reporting';
import { isKnownDocument, knownDocuments, requiredFieldsOf, takesFile } from '@/resources/profiles/rules/documentRules';

// A spied export rather than a mocked module: the file shares the dom project's modules (vitest.config.ts); the
// reported types are forgotten after each test (tests/support/setup-dom.ts).
const reportInfo = vi.spyOn(reporting, 'reportInfo');
afterAll(() => reportInfo.mockRestore());

const ADDRESS = ['streetAddress', 'numberAddress', 'postalCode', 'city', 'country'];

describe('document rules (spec table)', () => {
  beforeEach(() => {
    reportInfo.mockReset().mockImplementation(() => undefined);
  });

  it('knows the ids of the table and nothing else', () => {
    for (const id of [1, 3, 5, 6, 7, 13, 14, 17]) expect(isKnownDocument(id)).toBe(true);
    for (const id of [0, 2, 4, 21, 99]) expect(isKnownDocument(id)).toBe(false);
  });

  it('files for 1, 3, 6, 7, 13, 17; data only for 5 and 14', () => {
    expect([1, 3, 6, 7, 13, 17].every(takesFile)).toBe(true);
    expect(takesFile(5)).toBe(false);
    expect(takesFile(14)).toBe(false);
    expect(takesFile(21)).toBe(false);
  });

  it('requires the fields of the table', () => {
    expect(requiredFieldsOf(1)).toEqual([]);
    expect(requiredFieldsOf(3)).toEqual(ADDRESS);
    expect(requiredFieldsOf(5)).toEqual(ADDRESS);
    expect(requiredFieldsOf(6)).toEqual([]);
    expect(requiredFieldsOf(7)).toEqual(['companyName', 'vatNumber', 'companyRegistrationNumber']);
    expect(requiredFieldsOf(13)).toEqual(ADDRESS);
    expect(requiredFieldsOf(14)).toEqual(['companyRegistrationNumber']);
    expect(requiredFieldsOf(17)).toEqual([]);
    expect(requiredFieldsOf(21)).toEqual([]);
  });

  it('leaves unknown ids out and reports each once as missing configuration', () => {
    const documents = [{ id: 1 }, { id: 21 }, { id: 5 }];
    expect(knownDocuments(documents)).toEqual([{ id: 1 }, { id: 5 }]);
    expect(knownDocuments(documents)).toEqual([{ id: 1 }, { id: 5 }]);
    expect(reportInfo).toHaveBeenCalledTimes(1);
    expect(reportInfo).toHaveBeenCalledWith('Missing configuration: document type 21');
  });
});
