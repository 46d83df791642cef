import { describe, expect, it } from 'vitest';
import * as i18n from './index.ts';

describe('public surface', () => {
  it('exports exactly these values', () => {
    expect(Object.keys(i18n).sort()).toEqual(
      [
        'accountPasswordMessages',
        'cartMessages',
        'checkCatalogue',
        'createTranslator',
        'defaultLocale',
        'enUSCatalogue',
        'generalMessages',
        'interfaceLocale',
        'interfaceTexts',
        'isSupportedLocale',
        'loadCatalogue',
        'loadTranslatedCatalogue',
        'loadTranslator',
        'localeForStoreView',
        'messageGroups',
        'messageIds',
        'messages',
        'notificationMessages',
        'orderMessages',
        'progressMessages',
        'queryMessages',
        'screenTitles',
        'serverText',
        'pluralText',
        'shellTexts',
        'singularForms',
        'supportedLocales',
        'transportMessages',
        'validationRuleMessages',
      ].sort(),
    );
  });

  it('does not export the catalogues themselves (they load lazily)', () => {
    expect(i18n).not.toHaveProperty('fiFI');
    expect(i18n).not.toHaveProperty('default');
  });

  it('keeps the placeholder reader of the catalogue checker internal (issue 19.5)', () => {
    expect(i18n).not.toHaveProperty('placeholdersOf');
  });
});
