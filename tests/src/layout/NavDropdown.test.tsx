import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/tests/support/render';
import { TopBar } from '@/src/layout/TopBar';
import { demoMe, meteredMe, serveAccount } from '@/tests/support/shellFixtures';

const orderGroup = () => screen.getByRole('button', { name: 'Order menu' }).parentElement as HTMLElement;

describe('section dropdowns', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on hover and closes 300 ms after the pointer leaves trigger and menu', async () => {
    serveAccount({ me: meteredMe });
    renderScreen(<TopBar />);
    await screen.findByRole('link', { name: 'metered' });
    vi.useFakeTimers();

    fireEvent.mouseEnter(orderGroup());
    const menu = screen.getByRole('menu', { name: 'Order' });
    expect(screen.getByRole('button', { name: 'Order menu' })).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(orderGroup());
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('menu', { name: 'Order' })).toBeInTheDocument();

    // Reaching the menu within the delay keeps it open.
    fireEvent.mouseEnter(menu.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('menu', { name: 'Order' })).toBeInTheDocument();

    fireEvent.mouseLeave(menu.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('menu', { name: 'Order' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menu', { name: 'Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens by keyboard on the trigger, moves with arrows, and Escape returns focus', async () => {
    const user = userEvent.setup();
    serveAccount({ me: demoMe });
    renderScreen(<TopBar />);
    await screen.findByRole('link', { name: 'demo' });
    const trigger = screen.getByRole('button', { name: 'Product menu' });
    trigger.focus();

    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Product' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    expect(items[1]).toHaveTextContent('Price lists');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name: 'Product' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard(' ');
    expect(await screen.findByRole('menu', { name: 'Product' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(within(await screen.findByRole('menu', { name: 'Product' })).getAllByRole('menuitem')[0]).toHaveFocus();
  });

  it('opens with ArrowDown on the section link, and by click on the trigger (click again closes)', async () => {
    const user = userEvent.setup();
    serveAccount({ me: demoMe });
    renderScreen(<TopBar />);
    await screen.findByRole('link', { name: 'demo' });

    screen.getByRole('link', { name: 'Tickets' }).focus();
    await user.keyboard('{ArrowDown}');
    const tickets = await screen.findByRole('menu', { name: 'Tickets' });
    expect(within(tickets).getByRole('menuitem', { name: 'Open Tickets' })).toHaveFocus();
    await user.keyboard('{Escape}');

    const trigger = screen.getByRole('button', { name: 'End users menu' });
    fireEvent.click(trigger);
    const profiles = await screen.findByRole('menu', { name: 'End users' });
    expect(
      within(profiles)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['End-users', 'Add new end user', 'Documents']);
    fireEvent.click(trigger);
    expect(screen.queryByRole('menu', { name: 'End users' })).not.toBeInTheDocument();
  });

  it('closes after choosing a link and lands on it', async () => {
    const user = userEvent.setup();
    serveAccount({ me: demoMe });
    renderScreen(<TopBar />, { path: '*' });
    await screen.findByRole('link', { name: 'demo' });
    await user.click(screen.getByRole('button', { name: 'User settings menu' }));
    const settings = await screen.findByRole('menu', { name: 'User settings' });
    await user.click(within(settings).getByRole('menuitem', { name: 'Contact details' }));
    expect(screen.queryByRole('menu', { name: 'User settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'demo' })).toHaveAttribute('aria-current', 'true');
  });
});
