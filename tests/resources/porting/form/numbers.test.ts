/** Porting numbers as typed or pasted (issue 46: "one a line, commas or spaces; a CSV of numbers may be dropped in"). */
import { describe, expect, it } from 'vitest';
import { localProblems, numbersInText, numbersOf } from '@/resources/porting/form/numbers';

describe('numbersOf', () => {
  it('takes one a line, or separated by commas, semicolons or spaces', () => {
    expect(numbersOf('+31201234567\n+31201234568, +31201234569;+31201234570 +31201234571')).toEqual([
      '+31201234567',
      '+31201234568',
      '+31201234569',
      '+31201234570',
      '+31201234571',
    ]);
  });

  it('keeps a number written in groups as one number, without its spaces, dots, dashes, brackets or "(0)"', () => {
    expect(numbersOf('+31 20 123 4567\n+31 (0)20-123.4568 +44 20 7946 0958')).toEqual([
      '+31201234567',
      '+31201234568',
      '+442079460958',
    ]);
  });

  it('ignores blank lines and separators at the end', () => {
    expect(numbersOf('\n+31201234567,\n\n')).toEqual(['+31201234567']);
  });
});

describe('localProblems', () => {
  it('refuses what is not E.164, and the second of a number given twice', () => {
    expect(localProblems(['+31201234567', '+3120', '0201234567', '+31201234567'])).toEqual([
      { number: '+3120', key: 'common.validation.e164Item' },
      { number: '0201234567', key: 'common.validation.e164Item' },
      { number: '+31201234567', key: 'common.validation.duplicateItem' },
    ]);
  });
});

describe('numbersInText', () => {
  it('finds the numbers of a CSV export, with or without their +', () => {
    const csv = 'number,label\n"+31 20 123 4567",Reception\n31201234568,Sales\nnot a number,x\n';
    expect(numbersInText(csv)).toEqual(['+31201234567', '+31201234568']);
  });
});
