import type en from '@/src/i18n/en/auth';

export default {
  brand: 'Portail client',
  login: {
    title: 'Connexion',
    login: 'Identifiant',
    password: 'Mot de passe',
    submit: 'Se connecter',
    signingIn: 'Connexion en cours…',
    forgot: 'Mot de passe oublié ?',
  },
  logout: {
    title: 'Déconnexion',
    progress: 'Déconnexion en cours…',
  },
  reset: {
    title: 'Réinitialiser le mot de passe',
    intro:
      'Veuillez saisir votre adresse e-mail et consulter votre boîte de réception pour le lien de réinitialisation du mot de passe.',
    email: 'E-mail',
    submit: 'Réinitialiser le mot de passe',
    back: 'Retour à la connexion',
  },
} satisfies typeof en;
