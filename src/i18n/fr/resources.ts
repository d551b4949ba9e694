import type en from '../en/resources';

export default {
  contacts: {
    name: 'Contact |||| Contacts',
    fields: {
      level: 'Niveau',
      contactType: 'Type de contact',
      typeName: 'Type',
      name: 'Nom',
      mobilePhone: 'Téléphone mobile',
      fixedPhone: 'Téléphone fixe',
      email: 'E-mail',
      mailSubscription: 'Abonnement aux e-mails',
      mailSubscriptionNames: 'Abonnements aux e-mails',
    },
    title: 'Coordonnées des contacts',
    createTitle: 'Nouveau contact',
    editTitle: 'Modifier le contact',
    level: 'L%{level}',
    editLabel: 'Modifier %{name}',
    deleteLabel: 'Supprimer %{name}',
    deleteTitle: 'Supprimer le contact',
    deleteConfirm: 'Voulez-vous supprimer ce contact ?',
    notifications: {
      created: 'Contact créé.',
      updated: 'Contact mis à jour.',
      deleted: 'Contact supprimé.',
    },
    mailSubscriptionHelp: 'Maintenez Ctrl (Cmd sur Mac) pour en choisir plusieurs.',
  },
} satisfies typeof en;
