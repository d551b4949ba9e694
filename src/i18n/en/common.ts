/** Words and catalogue messages shared by many screens (spec part 1 section 8, part 2 section 8). */
export default {
  actions: {
    save: 'Save',
    cancel: 'Cancel',
    exit: 'Exit',
    retry: 'Try again',
    refresh: 'Refresh',
    delete: 'Delete',
    edit: 'Edit',
    create: 'Create',
    close: 'Close',
    confirm: 'Confirm',
    exportCsv: 'Export CSV',
    details: 'Details',
  },
  /** The generated views' own words (src/console/views). */
  console: {
    actions: 'Actions',
    editOf: 'Edit %{name}',
    deleteOf: 'Delete %{name}',
    detailsOf: 'Details of %{name}',
    backToList: 'Back to the list',
    exit: 'Exit',
    deleteTitle: 'Delete',
    deleteConfirm: 'Do you want to delete %{name}?',
  },
  validation: {
    /** Every required field's message (the sign-in form's in the spec, and DRF's), but on the screens below. */
    required: 'This field is required.',
    /** The spec's own wording on three screens: Rename DID-Group, New profile, Change password. */
    requiredField: 'This is required field.',
    invalidEmail: 'Invalid Email',
    /** Under an input while the server checks that its value is free (a name). */
    checking: 'Checking…',
    /** A list of values (one a line) that holds one of them twice. */
    /** A value of a list that is not a phone number in E.164. */
    e164Item: '%{item} is not a number in international format (+ and 8 to 15 digits).',
    duplicateItem: '%{item} is there twice.',
    /** Under a list of values' input. */
    itemsHint: 'One a line, or separated by commas or spaces.',
  },
  errors: {
    generic: 'Error occurred.',
    serverSide: 'Server-side error occurred.',
    filtering: 'Filtering data failed.',
    unexpected: 'Something went wrong, unexpected error.',
    checkForm: 'Check form errors.',
    network: 'The portal could not reach the server. Check your connection and try again.',
  },
  /** The columns of an outbound-rate table (a number's details, a plan's details). */
  outboundRates: {
    destination: 'Destination',
    call_set_up: 'Call set-up',
    price_min: 'Price per minute',
    currency_traffic: 'Currency',
    billing_method: 'Billing method',
  },
  list: {
    /** A card's field name before its value. */
    field: '%{label}: ',
    /** A list of values in a cell or on a card: its first, and how many follow ("+31201234567 and 4 more"). */
    andMore: '%{first} and %{smart_count} more',
    filters: 'Filters',
    /** The heading of a list's filters in a column beside its table. */
    search: 'Search',
    /** The filter form's submit button, shown while it has the keyboard focus: Enter in a filter does the same. */
    applyFilters: 'Apply filters',
    filtersActive: 'Filters, %{smart_count} active',
    /** A list opened without filters in its address that shows the ones of the customer's last visit. */
    restoredFilters: 'Filtered as on your last visit: some records may not be shown.',
    clearFilters: 'Clear filters',
    actions: 'Actions',
    actionsSelected: 'Actions (%{smart_count} selected)',
  },
  loading: 'Loading…',
  // The toast of an action under way (spec part 1 section 4: loading, then success or error).
  working: 'Working…',
  empty: 'No results found.',
  language: { label: 'Language', en: 'English', fr: 'Français' },
};
