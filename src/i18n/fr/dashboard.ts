import type en from '../en/dashboard';

export default {
  title: 'Tableau de bord',
  welcome: 'Bienvenue, %{company}',
  balance: {
    title: 'État du solde',
    current: 'Solde actuel',
    threshold: 'Seuil de notification',
    below: 'Votre solde est inférieur au seuil de notification.',
    topUp: 'Recharger',
  },
  widgetError: 'Ces informations n’ont pas pu être chargées.',
} satisfies typeof en;
