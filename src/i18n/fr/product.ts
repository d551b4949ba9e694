/** Messages des pages d'information produit (issue 14). */
import type en from '@/src/i18n/en/product';

export default {
  priceLists: {
    title: 'Listes de prix',
    tariff: 'Tarif : %{name}',
    files: 'Fichiers de %{name}',
    showTariff: 'Afficher le tarif',
    tariffOf: 'Tarif de %{name}',
    search: 'Destination ou préfixe',
    columns: { destination: 'Destination', prefix: 'Préfixe', rate: 'Prix par minute', setup: 'Frais de connexion' },
    empty: 'Aucune liste de prix.',
    noRows: 'Aucune destination ne correspond.',
    loading: 'Chargement du tarif',
    dataFailed: 'Le tarif n’a pas pu être lu.',
  },
  sheets: {
    title: 'Fiche produit',
    viewer: 'Fiche produit : %{name}',
    open: 'Ouvrir %{name} (PDF)',
    empty: 'Aucune fiche produit.',
  },
  terms: {
    title: 'Conditions générales',
    empty: 'Aucune condition.',
  },
  files: {
    pdf: 'PDF',
    csv: 'CSV',
    xlsx: 'XLSX',
    fileOf: '%{kind} de %{name}',
  },
  loading: 'Chargement',
} satisfies typeof en;
