/** A day's form input: the browser's date input, saved as the API's YYYY-MM-DD, nothing entered saved as no value. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'ra-core';
import { renderScreen } from '@/tests/support/render';
import { DayFormInput } from '@/src/console/kinds/day';
import { day } from '@/src/console/fields';
import { validatorsOf } from '@/src/console/views/validators';

function show(required: boolean, defaultValues: Record<string, unknown> = {}) {
  const saved: Record<string, unknown>[] = [];
  const input = { required };
  renderScreen(
    <Form
      onSubmit={(values: Record<string, unknown>) => void saved.push(values)}
      defaultValues={defaultValues}
      noValidate
    >
      <DayFormInput
        source="expires"
        label="Expires"
        field={day({ input })}
        input={input}
        validate={validatorsOf(input)}
      />
      <button type="submit">Send</button>
    </Form>,
  );
  return saved;
}

describe('a day in a form', () => {
  it("is the browser's date input, and a chosen day is saved as YYYY-MM-DD", async () => {
    const saved = show(false, { expires: '2026-03-05' });
    const field = await screen.findByLabelText('Expires');
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveValue('2026-03-05');
    fireEvent.change(field, { target: { value: '2027-01-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(saved).toEqual([{ expires: '2027-01-31' }]));
  });

  it('a day emptied is no value', async () => {
    const saved = show(false, { expires: '2026-03-05' });
    const field = await screen.findByLabelText('Expires');
    // Emptied, the date input lets the day go when it is left (react-admin's DateInput).
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(saved).toEqual([{ expires: null }]));
  });

  it('refuses to send a required day left empty, with the message on the field', async () => {
    const saved = show(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
