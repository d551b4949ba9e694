import type en from '@/src/i18n/en/system';

export default {
  homePage: 'PAGE D’ACCUEIL',
  notFound: {
    title: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  serverError: {
    title: 'Un problème est survenu',
    text: 'L’erreur vient de chez nous, pas de vous, et nous en sommes désolés.',
    advice: 'Veuillez actualiser la page. Si le problème persiste, contactez le support à',
  },
  maintenance: {
    documentTitle: 'Maintenance du site',
    title: 'Nous revenons bientôt !',
    textBefore: 'Désolés pour la gêne occasionnée, une maintenance est en cours. Si besoin, vous pouvez toujours',
    contact: 'nous contacter',
    textAfter: ', sinon nous serons de retour très vite !',
    checking: 'Vérification de la disponibilité du portail…',
    gaveUp: 'Le portail est toujours indisponible.',
  },
  loadError: {
    title: 'Le portail n’a pas pu charger les données de votre compte',
    text: 'Vérifiez votre connexion et réessayez.',
  },
  notAllowed: {
    title: 'Page non disponible',
    text: 'Cette page n’est pas disponible pour votre compte.',
    dashboard: 'Aller au tableau de bord',
  },
} satisfies typeof en;
