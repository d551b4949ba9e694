/**
 * Two-factor sign-in (issue 47; ours, a sandbox extension): /settings/security and the sign-in's second step. Kept out
 * of the public pages' messages: the second step brings them with its own chunk.
 */
export default {
  settings: {
    title: 'Security',
    heading: 'Two-factor authentication',
    intro:
      'Besides your password, sign-in asks for a 6-digit code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or a password manager): a stolen password is not enough.',
    off: 'Off',
    on: 'On',
    onSince: 'On since %{date}.',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    codesLeft: '%{smart_count} unused recovery code |||| %{smart_count} unused recovery codes',
    newCodes: 'New recovery codes',
    support: "Support staff acting for the customer cannot change the customer's two-factor authentication.",
    generalHelp: 'Ask for a code from your phone as well as your password when signing in.',
    manage: 'Manage',
    setupFailed: 'Two-factor authentication stays off: the set-up could not start. Try again later.',
    confirmFailed: 'Two-factor authentication stays off: the code could not be checked. Try again later.',
  },
  setup: {
    scan: '1. Scan this QR code with your authenticator app.',
    qrAlt: 'QR code for your authenticator app (the same key is written beside it)',
    manual: 'No camera? Enter this key in the app instead:',
    copyKey: 'Copy key',
    keyCopied: 'Key copied.',
    copyFailed: 'It could not be copied: select it and copy it by hand.',
    enterCode: '2. Enter the 6-digit code the app shows.',
    confirm: 'Turn on',
    confirming: 'Checking…',
  },
  codes: {
    title: 'Your recovery codes',
    advice:
      'Keep these codes somewhere safe, apart from your phone (printed, or in a password manager). Each one signs you in once if you lose your phone. They are shown only now.',
    copy: 'Copy',
    copied: 'Recovery codes copied.',
    download: 'Download',
    fileTitle: 'Recovery codes of the DID Customer Portal for %{login}, made %{date}. Each works once.',
    done: 'I have kept them',
    turnedOn: 'Two-factor authentication is on.',
  },
  turnOff: {
    title: 'Turn off two-factor authentication?',
    intro:
      'Sign-in will ask for your password only. Enter your password and a code from your app (or a recovery code).',
    done: 'Two-factor authentication is off.',
  },
  newCodes: {
    title: 'Make new recovery codes?',
    intro: 'Your current recovery codes stop working at once. Enter your password to go on.',
    submit: 'Make new codes',
  },
  fields: {
    password: 'Password',
    code: '6-digit code',
    codeOrRecovery: 'Code from your app or a recovery code',
    recoveryCode: 'Recovery code',
    remember: 'Remember this browser for 30 days',
  },
  validation: {
    code: 'Enter the 6 digits the app shows.',
    recoveryCode: 'Enter a recovery code like abcde-23456.',
    codeOrRecovery: 'Enter the 6 digits the app shows, or a recovery code.',
  },
  login: {
    title: 'Two-factor authentication',
    intro: 'Enter the 6-digit code from your authenticator app.',
    recoveryIntro: 'Enter one of your recovery codes. Each code works once.',
    submit: 'Verify',
    verifying: 'Verifying…',
    useRecovery: 'Use a recovery code',
    useApp: 'Use a code from the app',
    back: 'Back to sign-in',
  },
};
