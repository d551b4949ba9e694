/** Messages de la palette de commandes (Ctrl+K / Cmd+K) : le bouton de recherche de la barre et la fenêtre. */
import type en from '@/src/i18n/en/palette';

export default {
  shortcut: 'Recherche rapide (%{keys})',
  title: 'Rechercher dans le portail',
  inputLabel: 'Rechercher des pages, numéros, commandes, tickets et utilisateurs finaux',
  placeholder: 'Pages, numéros, commandes, tickets, utilisateurs finaux…',
  results: 'Résultats de la recherche',
  close: 'Fermer la recherche',
  groups: {
    recent: 'Récents',
    pages: 'Pages',
    numbers: 'Numéros',
    orders: 'Commandes',
    tickets: 'Tickets',
    profiles: 'Utilisateurs finaux',
  },
  kinds: {
    page: 'Page',
    numbers: 'Numéro',
    orders: 'Commande',
    tickets: 'Ticket',
    profiles: 'Utilisateur final',
  },
  ticket: 'Ticket n° %{id}',
  noResults: 'Aucun résultat',
  searching: 'Recherche…',
  failed: 'Certains résultats n’ont pas pu être chargés : %{kinds}.',
  count: '%{smart_count} résultat |||| %{smart_count} résultats',
  typeMore: 'Saisissez au moins 2 caractères pour chercher numéros, commandes, tickets et utilisateurs finaux.',
  hint: '↑ ↓ pour se déplacer, Entrée pour ouvrir, Échap pour fermer',
} satisfies typeof en;
