/** Names, field labels and messages of the resources (react-admin convention: resources.<name>.fields.<source>). */
import activity from './activity';
import porting from './porting';

export default {
  // Resource names: react-admin's "No %{name} found" and page titles read them.
  profiles: {
    name: 'End user |||| End users',
    fields: { blocked: 'Blocked', name: 'Name', area: 'City', country: 'Country', place: 'City and country' },
  },
  'profile-documents': {
    fields: {
      type: 'Document Type',
      validated: 'Validated',
      status: 'Status',
      submitted: 'Submitted',
      fileName: 'File Name',
      view: 'View',
    },
  },
  numbers: { name: 'Number |||| Numbers' },
  trunks: {
    name: 'Trunk |||| Trunks',
    // The edit's form panel, above its addresses.
    formTitle: 'Trunk details',
    fields: {
      name: 'Name',
      channels: 'Channels',
      prefix: 'Prefix',
      amount_dids: 'Number of DIDs',
      type: 'Type',
      type_id: 'Type',
    },
    notifications: { created: 'Trunk created.', updated: 'Trunk saved.' },
  },
  'did-groups': {
    name: 'DID group |||| DID groups',
    fields: { name: 'Name', country: 'Country', plan: 'Plan', channel_amount: 'Shared channels', type: 'Type' },
    // The new group's save, the rename form's and the delete page's deletion.
    notifications: { created: 'DID-Group created.', updated: 'DID-Group renamed.', deleted: 'DID-Group deleted.' },
  },
  'dedicated-channels': {
    name: 'Number with dedicated channels |||| Numbers with dedicated channels',
    fields: {
      did: 'Number',
      country: 'Country',
      account: 'End user',
      plan: 'Plan',
      n_channels: 'Dedicated channels',
      max_n_channels: 'Max dedicated channels',
      channels: 'Dedicated channels',
    },
  },
  'dedicated-channels-available': { name: 'Number |||| Numbers' },
  'tickets-open': { name: 'Open ticket |||| Open tickets' },
  'tickets-history': { name: 'Ticket |||| Tickets' },
  'orders-open': { name: 'Open order |||| Open orders' },
  'orders-history': { name: 'Order |||| Orders' },
  'orders-incomplete': { name: 'Incomplete order |||| Incomplete orders' },
  // The three order lists' fields (their definitions share them).
  orders: {
    fields: {
      reference_number: 'Reference',
      type: 'Type',
      profiles: 'End users',
      date_commit: 'Date',
      count_did: 'DIDs',
      count_channel: 'Channels',
      count_bo: 'Backorders',
      status: 'Status',
      documents: 'Documents',
      // The details page's rows.
      nrc: 'Price NRC',
      mrc: 'Price MRC',
      message: 'Message',
      cancellation: 'Cancellation order',
    },
  },
  coverage: {
    name: 'Plan |||| Plans',
    fields: {
      country: 'Country',
      type_of_service: 'Type of service',
      type: 'Type',
      name: 'Plan',
      stock: 'Stock',
      leadtime: 'Lead time (days, in stock)',
      leadtime_no_stock: 'Lead time (days, no stock)',
      porting: 'Porting',
      nrc: 'NRC',
      mrc: 'MRC',
      order: 'Order',
    },
  },
  cdrs: {
    fields: {
      start_time: 'Start time (UTC)',
      country: 'Country',
      area: 'Area',
      destination: 'Destination',
      number_a: 'A',
      number_b: 'B',
      related_did: 'Related DID',
      ips: 'Source IP / Destination IP',
      duration: 'Duration',
      rounded_up_duration: 'Billable duration',
      realized: 'Completed',
      price: 'Call cost',
      traffic_type: 'Type',
    },
  },
  invoices: {
    name: 'Invoice |||| Invoices',
    fields: {
      reference_number: 'Invoice ID',
      date_created: 'Invoice date',
      date_due: 'Due date',
      period_start: 'Period',
      numbers: 'Numbers',
      traffic: 'Traffic',
      total: 'Total',
    },
  },
  'balance-history': {
    fields: { date_modified: 'Date modified', description: 'Description', value: 'Value', balance: 'Balance' },
  },
  contacts: {
    name: 'Contact |||| Contacts',
    fields: {
      level: 'Level',
      contactType: 'Contact type',
      typeName: 'Type',
      name: 'Name',
      mobilePhone: 'Mobile phone',
      fixedPhone: 'Fixed phone',
      email: 'Email',
      mailSubscription: 'Mail subscription',
      mailSubscriptionNames: 'Mail subscriptions',
    },
    title: 'Contact details',
    createTitle: 'New contact',
    editTitle: 'Edit contact',
    level: 'L%{level}',
    deleteTitle: 'Delete contact',
    deleteConfirm: 'Do you want to delete this contact?',
    notifications: {
      created: 'Contact created.',
      updated: 'Contact updated.',
      deleted: 'Contact deleted.',
    },
    mailSubscriptionHelp: 'Hold Ctrl (Cmd on a Mac) to choose several.',
  },
  activity,
  porting,
};
