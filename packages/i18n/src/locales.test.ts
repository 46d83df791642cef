import { describe, expect, it } from 'vitest';
import { interfaceLocale } from './index.ts';

describe('the configured interface language (issue 14.5; commerce-core §1, accounts-content §1)', () => {
  it('is English (en-US) when none is configured', () => {
    expect(interfaceLocale({})).toBe('en-US');
    expect(interfaceLocale({ i18n: { defaultLanguage: 'en-US' } })).toBe('en-US');
  });

  it("is the configuration's i18n.defaultLanguage: fi-FI, or just fi", () => {
    expect(interfaceLocale({ i18n: { defaultLanguage: 'fi-FI' } })).toBe('fi-FI');
    expect(interfaceLocale({ i18n: { defaultLanguage: 'fi' } })).toBe('fi-FI');
  });

  it("is the store view's language once configForStore merged it (de-DE, it-IT)", () => {
    expect(interfaceLocale({ i18n: { defaultLanguage: 'de-DE' } })).toBe('de-DE');
    expect(interfaceLocale({ i18n: { defaultLanguage: 'it-IT' } })).toBe('it-IT');
  });
});
