/**
 * Enters a whole value at once (a click, then a paste), as a person pasting it would: the form re-renders once, not on
 * every key (typed key by key, a long value in a large form takes seconds in jsdom). Tests of typing itself type.
 */
import type { UserEvent } from '@testing-library/user-event';

export async function fill(user: UserEvent, element: HTMLElement, text: string): Promise<void> {
  await user.click(element);
  await user.paste(text);
}
