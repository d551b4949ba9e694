/** Messages of the profiles area: list, new profile and documents screens (spec part 2 sections 1, 2, 5, 8). */
export default {
  list: {
    title: 'End-users',
    infoTitle: 'About end users',
    info: {
      incomplete:
        'Incomplete profiles may be used when ordering numbers and porting, but must be completed within 48 hours after submitting an order.',
      validation: 'Newly submitted data is normally validated within 1 business day. Incorrect data can delay orders.',
      numbers: 'The number of numbers per end user is found in My Numbers.',
      pstn: 'PSTN replacement needs a unique profile per number.',
    },
    add: 'Add new end user',
    filters: { name: 'End-user name', country: 'Country' },
    blocked: 'Blocked',
    incomplete: 'Incomplete',
  },
  create: {
    title: 'Add new end user',
    intro: 'Required data and documents vary per country and plan.',
    incomplete:
      'Incomplete profiles can be used when ordering numbers and porting, but must be completed within 48 hours.',
    pstn: 'PSTN replacement needs a unique profile per number.',
    name: 'Name',
    checking: 'Checking the name…',
    duplicate: 'Profile with this name already exists.',
    continue: 'Continue',
  },
  documents: {
    title: 'Documents',
    belongsTo: 'Documents belonging to',
    choose: 'Choose an end user to see the documents.',
    explanation: {
      validation: 'Submitted documents are normally validated within 1 business day.',
      active: 'The newest validated version of a document is the active one.',
      rejected: "A rejected document must be replaced from the end user's edit screen.",
    },
    yes: 'Yes',
    no: 'No',
    active: 'active',
    view: 'View',
    viewLabel: 'View %{name}',
    empty: 'No documents yet',
    status: { Pending: 'Pending', Validated: 'Validated', Rejected: 'Rejected' },
  },
};
