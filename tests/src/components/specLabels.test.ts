/** Issue 15 item 5: the spec's DID types and types of service in the reader's language, from their ids. */
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslateFunction, TranslationMessages } from 'react-admin';
import en from '@/src/i18n/en';
import fr from '@/src/i18n/fr';
import { didTypeLabel, typeOfServiceLabel } from '@/src/components/specLabels';

const translator = (messages: TranslationMessages): TranslateFunction =>
  polyglotI18nProvider(() => messages, 'x').translate as TranslateFunction;

describe('spec labels', () => {
  it('names the DID types as the spec does in English, and in French in the French portal', () => {
    const english = translator(en);
    const french = translator(fr);
    // Spec part 1 section 3: 1 Geographic, 2 Mobile, 4 National, 5 Tollfree, 6 Shared Cost, 7 UIFN.
    expect([1, 2, 4, 5, 6, 7].map((id) => didTypeLabel(english, id, 'x'))).toEqual([
      'Geographic',
      'Mobile',
      'National',
      'Tollfree',
      'Shared Cost',
      'UIFN',
    ]);
    expect(didTypeLabel(french, 1, 'Geographic')).toBe('Géographique');
    expect(didTypeLabel(french, 5, 'Tollfree')).toBe('Numéro vert');
  });

  it("falls back to the server's name for an id the spec does not list", () => {
    expect(didTypeLabel(translator(fr), 99, 'Satellite')).toBe('Satellite');
  });

  it('names the types of service (3 LT, 2 PSTN, 10 SMS)', () => {
    expect(typeOfServiceLabel(translator(en), 3, 'lt')).toBe('LT');
    expect(typeOfServiceLabel(translator(fr), 2, 'pstn')).toBe('RTC');
    expect(typeOfServiceLabel(translator(en), 42, 'Other')).toBe('Other');
  });
});
