/** Messages of the command palette (Ctrl+K / Cmd+K): the bar's search button and the search dialog. */
export default {
  /** The bar button's name: not "Search", which the ordering screens' own button is called. */
  shortcut: 'Quick find (%{keys})',
  title: 'Search the portal',
  inputLabel: 'Search pages, numbers, orders, tickets and end users',
  placeholder: 'Pages, numbers, orders, tickets, end users…',
  results: 'Search results',
  close: 'Close search',
  groups: {
    recent: 'Recent',
    pages: 'Pages',
    numbers: 'Numbers',
    orders: 'Orders',
    tickets: 'Tickets',
    profiles: 'End users',
  },
  kinds: {
    page: 'Page',
    numbers: 'Number',
    orders: 'Order',
    tickets: 'Ticket',
    profiles: 'End user',
  },
  ticket: 'Ticket #%{id}',
  noResults: 'No results',
  searching: 'Searching…',
  failed: 'Some results could not be loaded: %{kinds}.',
  count: '%{smart_count} result |||| %{smart_count} results',
  typeMore: 'Type 2 characters or more to search numbers, orders, tickets and end users.',
  hint: '↑ ↓ to move, Enter to open, Esc to close',
};
