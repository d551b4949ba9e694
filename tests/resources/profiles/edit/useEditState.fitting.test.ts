/** The files a profile's save may still carry: 20 for all its documents together (one upload; issue 50). */
import { describe, expect, it } from 'vitest';
import { fitting } from '@/resources/profiles/edit/useEditState';

const files = (count: number, prefix = 'f') =>
  Array.from({ length: count }, (_, i) => new File(['%PDF'], `${prefix}-${i}.pdf`));

describe('fitting', () => {
  it('takes every file while the save stays within 20', () => {
    expect(fitting({ 5: files(10) }, 17, true, files(10, 'g'))).toEqual({ taken: files(10, 'g'), over: undefined });
  });

  it('counts the files chosen for every document, and names the first left out', () => {
    const result = fitting({ 5: files(12), 17: files(5) }, 17, true, files(4, 'g'));
    expect(result.taken.map((file) => file.name)).toEqual(['g-0.pdf', 'g-1.pdf', 'g-2.pdf']);
    expect(result.over?.name).toBe('g-3.pdf');
  });

  it("replaces a single-version document's file, so its own file does not count", () => {
    const result = fitting({ 5: files(19), 17: files(1) }, 17, false, files(2, 'g'));
    expect(result.taken.map((file) => file.name)).toEqual(['g-0.pdf']);
    expect(result.over).toBeUndefined();
    expect(fitting({ 5: files(20) }, 17, false, files(1, 'g'))).toEqual({ taken: [], over: files(1, 'g')[0] });
  });
});
