import { isSupportedLocale } from '@kauppa/i18n';
import { prepareTranslator } from '@kauppa/pages';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { rememberRenderedPrices } from './lib/format.ts';

// The page's language catalogue is loaded before hydration, so the texts match the server's.
const language = document.documentElement.dataset.language;
await prepareTranslator(isSupportedLocale(language) ? language : 'en-US');
rememberRenderedPrices(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
