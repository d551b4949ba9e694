/**
 * The sandbox's own labels in the request's language, as a real backend answers them: end-user fields, document types
 * (and their explanations and templates), contact types and levels, mail subscriptions, call records' traffic types. `Accept-Language` picks the
 * language (French for `fr`, else English); a label without a French text stays English.
 */
import type { Context } from 'hono';

export type Language = 'en' | 'fr';

/** The first language of `Accept-Language` (by weight) that the sandbox speaks; English when it names none. */
export function languageOf(header: string | undefined): Language {
  const wanted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const spoken = wanted.find((entry) => entry.primary === 'fr' || entry.primary === 'en');
  return spoken?.primary === 'fr' ? 'fr' : 'en';
}

const FRENCH: Readonly<Record<string, string>> = {
  // End-user fields.
  Salutation: 'Civilité',
  'First name': 'Prénom',
  'Last name': 'Nom',
  'Company name': 'Raison sociale',
  Street: 'Rue',
  'House number': 'Numéro',
  'Additional address info': 'Complément d’adresse',
  'Postal code': 'Code postal',
  City: 'Ville',
  Area: 'Zone',
  Country: 'Pays',
  'Phone number': 'Numéro de téléphone',
  Email: 'E-mail',
  'VAT number': 'Numéro de TVA',
  'Company registration number': 'Numéro d’immatriculation',
  'E-mail': 'E-mail',
  // What a plan's regulator wants of each field.
  'The first name of the end user or its legal representative.':
    'Le prénom de l’utilisateur final ou de son représentant légal.',
  'The last name of the end user or its legal representative.':
    'Le nom de l’utilisateur final ou de son représentant légal.',
  "The end user's company name as registered in the trade register.":
    'La raison sociale de l’utilisateur final telle qu’inscrite au registre du commerce.',
  "The street of the end user's address in the country of the numbers.":
    'La rue de l’adresse de l’utilisateur final dans le pays des numéros.',
  "The house number of the end user's address.": 'Le numéro de l’adresse de l’utilisateur final.',
  "The postal code of the end user's address.": 'Le code postal de l’adresse de l’utilisateur final.',
  "The city of the end user's address; for geographic numbers, in the numbering area.":
    'La ville de l’adresse de l’utilisateur final ; pour les numéros géographiques, dans la zone de numérotation.',
  'A phone number where the end user can be reached.': 'Un numéro de téléphone où joindre l’utilisateur final.',
  'An e-mail address of the end user.': 'Une adresse e-mail de l’utilisateur final.',
  "The end user's VAT identification number.": 'Le numéro de TVA intracommunautaire de l’utilisateur final.',
  'The number under which the company is registered.': 'Le numéro sous lequel la société est immatriculée.',
  // Document types, their explanations and the templates.
  'Customer ID document': 'Pièce d’identité du client',
  'A passport or national identity card of the end user or its legal representative.':
    'Un passeport ou une carte nationale d’identité de l’utilisateur final ou de son représentant légal.',
  'Proof of address': 'Justificatif de domicile',
  "A utility bill, bank statement or tax letter not older than 6 months showing the end user's name and address.":
    'Une facture, un relevé bancaire ou un avis d’imposition de moins de 6 mois portant le nom et l’adresse de l’utilisateur final.',
  Address: 'Adresse',
  "The end user's address in the country of the numbers.": 'L’adresse de l’utilisateur final dans le pays des numéros.',
  'Know-your-customer form': 'Formulaire de connaissance client',
  'The filled-in and signed know-your-customer form (download the template).':
    'Le formulaire de connaissance client rempli et signé (téléchargez le modèle).',
  'Company registration document': 'Extrait d’immatriculation de la société',
  'An extract of the trade register not older than 3 months, with the VAT and registration numbers.':
    'Un extrait du registre du commerce de moins de 3 mois, avec les numéros de TVA et d’immatriculation.',
  'Proof of local address': 'Justificatif d’adresse locale',
  'A proof of address within the area (city) of the numbers.':
    'Un justificatif d’adresse dans la zone (ville) des numéros.',
  'The number under which the company is registered in the trade register.':
    'Le numéro sous lequel la société est inscrite au registre du commerce.',
  'Last invoice': 'Dernière facture',
  "The most recent invoice of the end user's current telephony provider.":
    'La facture la plus récente de l’opérateur téléphonique actuel de l’utilisateur final.',
  'Local presence declaration': 'Déclaration de présence locale',
  'A signed declaration that the end user has a local presence in Belgium.':
    'Une déclaration signée attestant que l’utilisateur final a une présence locale en Belgique.',
  'Company registration declaration': 'Déclaration d’immatriculation de la société',
  // Contact types and levels.
  Technical: 'Technique',
  Billing: 'Facturation',
  Commercial: 'Commercial',
  Abuse: 'Abus',
  Emergency: 'Urgence',
  Administrative: 'Administratif',
  'First line: day-to-day operations and incidents': 'Premier niveau : exploitation courante et incidents',
  'Second line: escalations and changes': 'Deuxième niveau : escalades et changements',
  'Third line: management and contracts': 'Troisième niveau : direction et contrats',
  // Mail subscriptions.
  Newsletter: 'Lettre d’information',
  'Planned maintenance': 'Maintenances planifiées',
  'Network incidents': 'Incidents réseau',
  Invoices: 'Factures',
  'Price changes': 'Changements de prix',
  'Product updates': 'Nouveautés produit',
  'Number porting updates': 'Suivi des portabilités',
  'Low balance alerts': 'Alertes de solde bas',
  // A document's status, as the end-user check of a plan names it.
  Pending: 'En attente',
  Validated: 'Validé',
  Rejected: 'Refusé',
  // Two-factor sign-in's refusals (routes/twoFactor.ts).
  'Enter the 6-digit code from your app.': 'Saisissez le code à 6 chiffres de votre application.',
  'Enter a recovery code like abcde-23456.': 'Saisissez un code de secours comme abcde-23456.',
  'Wrong code. {n} tries left.': 'Code erroné. Essais restants : {n}.',
  'This code was used already: wait for the next one. {n} tries left.':
    'Ce code a déjà servi : attendez le suivant. Essais restants : {n}.',
  'Wrong or used recovery code. {n} tries left.': 'Code de secours erroné ou déjà utilisé. Essais restants : {n}.',
  'Too many wrong codes. Enter your password again.': 'Trop de codes erronés. Saisissez à nouveau votre mot de passe.',
  'This sign-in has expired. Enter your password again.':
    'Cette connexion a expiré. Saisissez à nouveau votre mot de passe.',
  'Your password was entered incorrectly. Please enter it again.':
    'Votre mot de passe est incorrect. Veuillez le saisir à nouveau.',
  'Wrong code. Check the time on your phone and try again.':
    'Code erroné. Vérifiez l’heure de votre téléphone et réessayez.',
  'Two-factor authentication is already on.': 'La double authentification est déjà activée.',
  'Two-factor authentication is off.': 'La double authentification est désactivée.',
  'Start the set-up again: no secret is waiting for a code.':
    'Recommencez la configuration : aucun secret n’attend de code.',
  "Support staff cannot change the customer's two-factor authentication.":
    'Le support ne peut pas modifier la double authentification du client.',
  'Send either a code or a recovery code.': 'Envoyez soit un code, soit un code de secours.',
  // Call records' traffic types.
  Inbound: 'Entrant',
  Outbound: 'Sortant',
  Forwarded: 'Transféré',
};

/** `text` in `language`: its French when there is one. */
export function localized(text: string, language: Language): string {
  return language === 'fr' ? (FRENCH[text] ?? text) : text;
}

/** The labeller of a request: its `Accept-Language`'s language, and the answer says it varies by it. */
export function labelsOf(c: Context): (text: string) => string {
  const language = languageOf(c.req.header('Accept-Language'));
  c.header('Content-Language', language);
  c.header('Vary', 'Accept-Language', { append: true });
  return (text) => localized(text, language);
}
