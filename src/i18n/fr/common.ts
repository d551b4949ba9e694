import type en from '@/src/i18n/en/common';

export default {
  actions: {
    save: 'Enregistrer',
    cancel: 'Annuler',
    exit: 'Quitter',
    retry: 'Réessayer',
    refresh: 'Actualiser',
    delete: 'Supprimer',
    edit: 'Modifier',
    create: 'Créer',
    close: 'Fermer',
    confirm: 'Confirmer',
    exportCsv: 'Exporter en CSV',
  },
  validation: {
    required: 'Ce champ est obligatoire.',
    requiredField: 'Ce champ est obligatoire.',
    invalidEmail: 'E-mail invalide',
  },
  errors: {
    generic: 'Une erreur est survenue.',
    serverSide: 'Une erreur est survenue côté serveur.',
    filtering: 'Le filtrage des données a échoué.',
    unexpected: 'Une erreur inattendue est survenue.',
    checkForm: 'Vérifiez les erreurs du formulaire.',
    network: 'Le portail ne parvient pas à joindre le serveur. Vérifiez votre connexion et réessayez.',
  },
  outboundRates: {
    destination: 'Destination',
    call_set_up: "Établissement d'appel",
    price_min: 'Prix par minute',
    currency_traffic: 'Devise',
    billing_method: 'Mode de facturation',
  },
  list: {
    field: '%{label}\u00a0: ',
    filters: 'Filtres',
    search: 'Recherche',
    filtersActive: 'Filtres, %{smart_count} actif |||| Filtres, %{smart_count} actifs',
    actions: 'Actions',
    actionsSelected: 'Actions (%{smart_count} sélectionné) |||| Actions (%{smart_count} sélectionnés)',
  },
  loading: 'Chargement…',
  working: 'Traitement en cours…',
  empty: 'Aucun résultat.',
  language: { label: 'Langue', en: 'English', fr: 'Français' },
} satisfies typeof en;
