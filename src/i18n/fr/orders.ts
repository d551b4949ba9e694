import type en from '@/src/i18n/en/orders';

export default {
  titles: { open: 'Commandes en cours', history: 'Historique des commandes', incomplete: 'Commandes incomplètes' },
  filters: { country: 'Pays', area: 'Zone', did: 'Numéro DID', profile: 'Utilisateur final', status: 'Statut' },
  types: { order: 'Commande', backorder: 'Commande en attente' },
  documents: { pending: '%{count} en attente', rejected: '%{count} refusé(s)', none: 'Aucun' },
  details: 'Détails',
  detailsOf: 'Détails de la commande %{reference}',
  completeEndUsers: 'Compléter les utilisateurs finaux',
  incompleteHint: 'Ces commandes attendent des données ou des documents des utilisateurs finaux.',
  fromCheckout:
    'Votre commande a été passée. Complétez les données et les documents des utilisateurs finaux pour que nous puissions la traiter.',
  empty: 'Aucune commande.',
  show: {
    title: 'Commande %{reference_number}',
    summary: 'Résumé',
    cancelled: '✓',
    didOrders: 'Commandes de DID',
    dedicatedOrders: 'Commandes de canaux dédiés',
    sharedOrders: 'Commandes de canaux partagés',
    endUsers: 'Utilisateurs finaux',
    none: 'Aucun',
    backorder: 'Commande en attente',
    columns: {
      did: 'Numéro',
      country: 'Pays',
      area: 'Zone',
      plan: 'Offre',
      amount: 'Quantité',
      nrc: 'NRC',
      mrc: 'MRC',
      name: 'Nom',
      status: 'Statut',
      documents: 'Documents',
      location: 'Localisation',
    },
  },
} satisfies typeof en;
