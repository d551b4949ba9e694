/** Double authentification (issue 47) : /settings/security et la seconde étape de la connexion. */
import type en from '@/src/i18n/en/twoFactor';

export default {
  settings: {
    title: 'Sécurité',
    heading: 'Double authentification',
    intro:
      'En plus de votre mot de passe, la connexion demande un code à 6 chiffres d’une application d’authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator ou un gestionnaire de mots de passe) : un mot de passe volé ne suffit plus.',
    off: 'Désactivée',
    on: 'Activée',
    onSince: 'Activée depuis le %{date}.',
    turnOn: 'Activer',
    turnOff: 'Désactiver',
    codesLeft: '%{smart_count} code de secours inutilisé |||| %{smart_count} codes de secours inutilisés',
    newCodes: 'Nouveaux codes de secours',
    support: 'Le support agissant pour le client ne peut pas modifier sa double authentification.',
    generalHelp: 'Demander un code de votre téléphone en plus du mot de passe à la connexion.',
    manage: 'Gérer',
    setupFailed:
      'La double authentification reste désactivée : la configuration n’a pas pu commencer. Réessayez plus tard.',
    confirmFailed:
      'La double authentification reste désactivée : le code n’a pas pu être vérifié. Réessayez plus tard.',
  },
  setup: {
    scan: '1. Scannez ce QR code avec votre application d’authentification.',
    qrAlt: 'QR code pour votre application d’authentification (la même clé est écrite à côté)',
    manual: 'Pas d’appareil photo ? Saisissez plutôt cette clé dans l’application :',
    copyKey: 'Copier la clé',
    keyCopied: 'Clé copiée.',
    copyFailed: 'La copie a échoué : sélectionnez le texte et copiez-le à la main.',
    enterCode: '2. Saisissez le code à 6 chiffres affiché par l’application.',
    confirm: 'Activer',
    confirming: 'Vérification…',
  },
  codes: {
    title: 'Vos codes de secours',
    advice:
      'Gardez ces codes en lieu sûr, ailleurs que sur votre téléphone (imprimés, ou dans un gestionnaire de mots de passe). Chacun permet de vous connecter une fois si vous perdez votre téléphone. Ils ne sont affichés que maintenant.',
    copy: 'Copier',
    copied: 'Codes de secours copiés.',
    download: 'Télécharger',
    fileTitle: 'Codes de secours du portail client DID pour %{login}, créés le %{date}. Chacun sert une fois.',
    done: 'Je les ai conservés',
    turnedOn: 'La double authentification est activée.',
  },
  turnOff: {
    title: 'Désactiver la double authentification ?',
    intro:
      'La connexion ne demandera plus que votre mot de passe. Saisissez votre mot de passe et un code de votre application (ou un code de secours).',
    done: 'La double authentification est désactivée.',
  },
  newCodes: {
    title: 'Créer de nouveaux codes de secours ?',
    intro: 'Vos codes de secours actuels cessent aussitôt de fonctionner. Saisissez votre mot de passe pour continuer.',
    submit: 'Créer les codes',
  },
  fields: {
    password: 'Mot de passe',
    code: 'Code à 6 chiffres',
    codeOrRecovery: 'Code de l’application ou code de secours',
    recoveryCode: 'Code de secours',
    remember: 'Se souvenir de ce navigateur pendant 30 jours',
  },
  validation: {
    code: 'Saisissez les 6 chiffres affichés par l’application.',
    recoveryCode: 'Saisissez un code de secours comme abcde-23456.',
    codeOrRecovery: 'Saisissez les 6 chiffres affichés par l’application, ou un code de secours.',
  },
  login: {
    title: 'Double authentification',
    intro: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
    recoveryIntro: 'Saisissez l’un de vos codes de secours. Chaque code ne sert qu’une fois.',
    submit: 'Vérifier',
    verifying: 'Vérification…',
    useRecovery: 'Utiliser un code de secours',
    useApp: 'Utiliser un code de l’application',
    back: 'Retour à la connexion',
  },
} satisfies typeof en;
