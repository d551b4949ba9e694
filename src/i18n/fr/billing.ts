/** Messages des écrans de facturation (issue 12). */
import type en from '@/src/i18n/en/billing';

export default {
  invoices: {
    title: 'Factures',
    filters: {
      invoiceID: 'N° de facture',
      invoiceStartDate: 'Date de facture du',
      invoiceEndDate: 'Date de facture au',
      invoiceDueStartDate: 'Échéance du',
      invoiceDueEndDate: 'Échéance au',
      dateHint: 'jj/mm/aaaa',
      invalidDate: 'Saisissez une date au format jj/mm/aaaa',
    },
    pdf: 'PDF',
    pdfOf: 'PDF de la facture %{reference} (s’ouvre dans un nouvel onglet)',
    details: 'Détails',
    detailsOf: 'Détails de la facture %{reference}',
    empty: 'Aucune facture.',
    show: {
      title: 'Détails de la facture',
      heading: 'Facture %{reference_number}',
      periodValue: 'du %{from} au %{to}',
      openPdf: 'Ouvrir le PDF',
      back: 'Retour aux factures',
    },
  },
  balance: {
    title: 'Solde',
    current: 'Solde actuel',
    showHistory: 'Voir l’historique du solde',
    belowThreshold: 'Votre solde est inférieur à votre seuil de notification de %{threshold}.',
    threshold: {
      title: 'Seuil de notification',
      intro: 'Nous vous prévenons lorsque votre solde passe sous ce montant.',
      label: 'Seuil',
      save: 'Enregistrer',
      saving: 'Enregistrement…',
      saved: 'Seuil de notification enregistré.',
    },
    topUp: {
      title: 'Recharger',
      amount: 'Montant',
      option: '%{value} (vous payez %{withFee})',
      feeNote:
        'Les frais du prestataire de paiement sont à la charge de l’émetteur : environ %{fee} sur ce montant, %{withFee} au total.',
      terms: 'J’accepte les %{terms} de la recharge.',
      termsRequired: 'Cochez les conditions générales pour payer.',
      loading: 'Chargement du prestataire de paiement…',
      unavailable: 'Le prestataire de paiement n’a pas pu être chargé.',
      retry: 'Réessayer',
      paying: 'Paiement en cours…',
      success: 'Paiement effectué avec succès.',
      error: 'Une erreur est survenue lors de votre paiement',
      cancelled: 'Le paiement a été annulé. Rien n’a été débité.',
      noOptions: 'Aucun montant de recharge n’est disponible.',
    },
  },
  history: {
    title: 'Historique du solde',
    showCalls: 'Afficher les appels',
    show: { withoutCalls: 'Ne pas afficher les appels', withCalls: 'Afficher les appels' },
    chart: 'Évolution du solde',
    chartSummary: 'De %{first} le %{from} à %{last} le %{to}.',
    empty: 'Aucun mouvement de solde.',
  },
} satisfies typeof en;
