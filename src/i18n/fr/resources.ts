import type en from '../en/resources';

export default {
  // Resource names: react-admin's "No %{name} found" and page titles read them.
  profiles: { name: 'Utilisateur final |||| Utilisateurs finaux' },
  numbers: { name: 'Numéro |||| Numéros' },
  trunks: { name: 'Trunk |||| Trunks' },
  'did-groups': { name: 'Groupe de DID |||| Groupes de DID' },
  'dedicated-channels': { name: 'Numéro avec canaux dédiés |||| Numéros avec canaux dédiés' },
  'dedicated-channels-available': { name: 'Numéro |||| Numéros' },
  'orders-open': { name: 'Commande ouverte |||| Commandes ouvertes' },
  'orders-history': { name: 'Commande |||| Commandes' },
  'orders-incomplete': { name: 'Commande incomplète |||| Commandes incomplètes' },
  coverage: { name: 'Offre |||| Offres' },
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
