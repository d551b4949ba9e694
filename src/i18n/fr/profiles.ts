import type en from '@/src/i18n/en/profiles';

export default {
  list: {
    title: 'Utilisateurs finaux',
    infoTitle: 'À propos des utilisateurs finaux',
    info: {
      incomplete:
        'Les profils incomplets peuvent servir à commander et porter des numéros, mais doivent être complétés dans les 48 heures suivant la commande.',
      validation:
        'Les données soumises sont normalement validées sous 1 jour ouvré. Des données incorrectes peuvent retarder les commandes.',
      numbers: 'Le nombre de numéros par utilisateur final figure dans Mes numéros.',
      pstn: 'Le remplacement RTC exige un profil unique par numéro.',
    },
    add: 'Ajouter un utilisateur final',
    filters: { name: "Nom de l'utilisateur final", country: 'Pays' },
    blocked: 'Bloqué',
    incomplete: 'Incomplet',
  },
  create: {
    title: 'Ajouter un utilisateur final',
    intro: 'Les données et documents requis varient selon le pays et le forfait.',
    incomplete:
      'Les profils incomplets peuvent servir à commander et porter des numéros, mais doivent être complétés dans les 48 heures.',
    pstn: 'Le remplacement RTC exige un profil unique par numéro.',
    name: 'Nom',
    checking: 'Vérification du nom…',
    duplicate: 'Un profil portant ce nom existe déjà.',
    continue: 'Continuer',
  },
  documents: {
    title: 'Documents',
    belongsTo: 'Documents de',
    choose: 'Choisissez un utilisateur final pour voir ses documents.',
    explanation: {
      validation: 'Les documents soumis sont normalement validés sous 1 jour ouvré.',
      active: 'La version validée la plus récente d’un document est la version active.',
      rejected: "Un document refusé doit être remplacé depuis l'écran de modification de l'utilisateur final.",
    },
    yes: 'Oui',
    no: 'Non',
    active: 'actif',
    view: 'Voir',
    viewLabel: 'Voir %{name}',
    empty: 'Aucun document pour le moment',
    status: { Pending: 'En attente', Validated: 'Validé', Rejected: 'Refusé' },
  },
} satisfies typeof en;
