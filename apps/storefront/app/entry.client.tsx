import { isSupportedLocale } from '@kauppa/i18n';
import { prepareTranslator } from '@kauppa/pages';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isDispatchedKind, loadDispatchedModule } from './catalog/dispatched-views.ts';
import { deferredParts } from './components/DeferredParts.tsx';
import { rememberRenderedPrices } from './lib/format.ts';

// The page's language catalogue is loaded before hydration, so the texts match the server's; so is
// the code of the page type the url dispatcher rendered and of the parts loaded apart that the page
// shows (issue 20.1), so the page hydrates whole.
const { language, view } = document.documentElement.dataset;
await Promise.all([
  prepareTranslator(isSupportedLocale(language) ? language : 'en-US'),
  isDispatchedKind(view) ? loadDispatchedModule(view) : undefined,
  deferredParts.loadRendered(document),
]);
rememberRenderedPrices(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
