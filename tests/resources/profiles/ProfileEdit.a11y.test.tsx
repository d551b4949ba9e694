import { describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { serveEdit } from './profileEditFixtures';
import { PLAN_URL, saveButton, showEdit } from './showEdit';

describe('ProfileEdit: accessibility', () => {
  it('has no axe violations (jsdom cannot compute colour contrast)', async () => {
    serveEdit();
    const { container } = showEdit(PLAN_URL);
    await saveButton();
    const result = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});
