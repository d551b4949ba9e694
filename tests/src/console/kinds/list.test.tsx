/**
 * A list of values: "the first and N more" as text; in a form, one a line or pasted with commas and spaces, each value
 * checked on its own (the pattern's message names it, a value given twice is refused by name), saved as an array.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'ra-core';
import { renderScreen } from '@/tests/support/render';
import { KINDS } from '@/src/console/kinds';
import { list, type InputSpec } from '@/src/console/fields';
import { i18nProvider } from '@/src/i18n/portalI18nProvider';
import { formatsOf } from '@/src/console/format';

const E164: InputSpec = {
  required: true,
  pattern: { regex: /^\+[1-9]\d{7,14}$/, message: 'common.validation.e164Item' },
};
const FormInput = KINDS.list.formInput;

function show(defaultValues: Record<string, unknown> = {}) {
  const saved: Record<string, unknown>[] = [];
  renderScreen(
    <Form
      onSubmit={(values: Record<string, unknown>) => void saved.push(values)}
      defaultValues={defaultValues}
      noValidate
    >
      <FormInput source="numbers" label="Numbers" field={list({ input: E164 })} input={E164} validate={[]} />
      <button type="submit">Send</button>
    </Form>,
  );
  return saved;
}

describe('a list of values', () => {
  it('reads as its first value and how many follow', () => {
    const text = (value: unknown) =>
      KINDS.list.text(value, {
        translate: i18nProvider.translate,
        format: formatsOf('en', 'EUR'),
        locale: 'en',
        record: {},
        field: list(),
      });
    expect(text([])).toBe('');
    expect(text(['+31201234567'])).toBe('+31201234567');
    expect(text(['+31201234567', '+31201234568', '+31201234569'])).toBe('+31201234567 and 2 more');
  });

  it('takes values pasted with commas, spaces and lines, and saves them as a list', async () => {
    const saved = show();
    const box = await screen.findByRole('textbox', { name: 'Numbers' });
    await userEvent.click(box);
    await userEvent.paste('+31201234567, +31201234568 +31201234569\n+32212345678');
    // What was typed stays as typed, a separator at the end too.
    await userEvent.type(box, ', ');
    expect(box).toHaveValue('+31201234567, +31201234568 +31201234569\n+32212345678, ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(saved).toEqual([{ numbers: ['+31201234567', '+31201234568', '+31201234569', '+32212345678'] }]),
    );
  });

  it('names the value that is not a number, then the one given twice, and sends nothing', async () => {
    const saved = show();
    const box = await screen.findByRole('textbox', { name: 'Numbers' });
    await userEvent.click(box);
    await userEvent.paste('+31201234567, 0201234567, +31201234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('0201234567 is not a number in international format (+ and 8 to 15 digits).'),
    ).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.paste('+31201234567, +31201234567');
    expect(await screen.findByText('+31201234567 is there twice.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('shows the values it was given one a line, and asks for at least one', async () => {
    const saved = show({ numbers: ['+31201234567', '+31201234568'] });
    const box = await screen.findByRole('textbox', { name: 'Numbers' });
    expect(box).toHaveValue('+31201234567\n+31201234568');
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
