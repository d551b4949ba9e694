import type en from '@/src/i18n/en/resources';

export default {
  // Resource names: react-admin's "No %{name} found" and page titles read them.
  profiles: {
    name: 'Utilisateur final |||| Utilisateurs finaux',
    fields: { blocked: 'Bloqué', name: 'Nom', area: 'Ville', country: 'Pays', place: 'Ville et pays' },
  },
  'profile-documents': {
    fields: {
      type: 'Type de document',
      validated: 'Validé',
      status: 'Statut',
      submitted: 'Soumis',
      fileName: 'Nom du fichier',
      view: 'Voir',
    },
  },
  numbers: { name: 'Numéro |||| Numéros' },
  trunks: { name: 'Trunk |||| Trunks' },
  'did-groups': { name: 'Groupe de DID |||| Groupes de DID' },
  'dedicated-channels': {
    name: 'Numéro avec canaux dédiés |||| Numéros avec canaux dédiés',
    fields: {
      did: 'Numéro',
      country: 'Pays',
      account: 'Utilisateur final',
      plan: 'Offre',
      n_channels: 'Canaux dédiés',
      max_n_channels: 'Canaux dédiés max.',
      channels: 'Canaux dédiés',
    },
  },
  'dedicated-channels-available': { name: 'Numéro |||| Numéros' },
  'tickets-open': { name: 'Ticket ouvert |||| Tickets ouverts' },
  'tickets-history': { name: 'Ticket |||| Tickets' },
  'orders-open': { name: 'Commande ouverte |||| Commandes ouvertes' },
  'orders-history': { name: 'Commande |||| Commandes' },
  'orders-incomplete': { name: 'Commande incomplète |||| Commandes incomplètes' },
  // The three order lists' fields (their definitions share them).
  orders: {
    fields: {
      reference_number: 'Référence',
      type: 'Type',
      profiles: 'Utilisateurs finaux',
      date_commit: 'Date',
      count_did: 'DID',
      count_channel: 'Canaux',
      count_bo: 'Commandes en attente',
      status: 'Statut',
      documents: 'Documents',
    },
  },
  coverage: { name: 'Offre |||| Offres' },
  invoices: {
    name: 'Facture |||| Factures',
    fields: {
      reference_number: 'N° de facture',
      date_created: 'Date de facture',
      date_due: 'Échéance',
      period_start: 'Période',
      numbers: 'Numéros',
      traffic: 'Trafic',
      total: 'Total',
    },
  },
  'balance-history': {
    fields: { date_modified: 'Date de modification', description: 'Description', value: 'Montant', balance: 'Solde' },
  },
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
