/** Names, field labels and messages of the resources (react-admin convention: resources.<name>.fields.<source>). */
export default {
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
    editLabel: 'Edit %{name}',
    deleteLabel: 'Delete %{name}',
    deleteTitle: 'Delete contact',
    deleteConfirm: 'Do you want to delete this contact?',
    notifications: {
      created: 'Contact created.',
      updated: 'Contact updated.',
      deleted: 'Contact deleted.',
    },
    mailSubscriptionHelp: 'Hold Ctrl (Cmd on a Mac) to choose several.',
  },
};
