/** Messages des écrans de tickets (issue 14). */
import type en from '@/src/i18n/en/tickets';

export default {
  titles: {
    open: 'Tickets ouverts',
    history: 'Historique des tickets',
    create: 'Créer un ticket',
    details: 'Ticket %{id}',
  },
  statuses: { new: 'Nouveau', open: 'Ouvert', pending: 'En attente', solved: 'Résolu', closed: 'Fermé' },
  /** A value the ticket does not have (no tracker, no DIDs, no country). */
  none: '-',
  details: 'Détails',
  detailsOf: 'Détails du ticket %{id}',
  create: 'Créer un ticket',
  listFailed: 'Les tickets n’ont pas pu être chargés.',
  dismiss: 'Fermer',
  fields: {
    id: 'N° de ticket',
    type: 'Suivi',
    subject: 'Objet',
    dids: 'Numéros',
    country: 'Pays',
    attachments: 'Pièces jointes',
    description: 'Description',
    created: 'Créé le',
    updated: 'Mis à jour le',
    status: 'Statut',
    author: 'Auteur',
    comment: 'Commentaire',
  },
  didsHelp: 'Les numéros concernés par le ticket, le cas échéant.',
  noCountry: 'Aucun',
  countryFromDids: 'Repris des numéros choisis ; vous pouvez le changer.',
  prefilledSubject: 'Ticket - DID %{did}',
  actions: {
    create: 'Créer',
    post: 'Publier le commentaire',
    retry: 'Réessayer',
  },
  show: {
    summary: 'Résumé',
    comments: 'Commentaires',
    noComments: 'Aucun commentaire pour l’instant.',
    files: 'Fichiers joints',
    noFiles: 'Aucun fichier joint.',
    postComment: 'Publier un commentaire',
    closedNote: 'Ce ticket est %{status} : il n’accepte plus de commentaires.',
    commented: 'Commentaire publié.',
    commentedBy: '%{author}, %{time}',
    commentFiles: 'Fichiers du commentaire de %{author}, %{time}',
  },
} satisfies typeof en;
