import { defaultSearchConfig } from '@kauppa/config';
import { generalMessages } from '@kauppa/i18n';
import type { SearchPageData } from '@kauppa/pages';
import { searchPanelResults, searchPanelState } from '@kauppa/pages/views';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { productLink } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';

/** Debounce of results-as-you-type, in ms (a browser timer: allowed in the shell, not in packages). */
export const searchDebounceMs = 300;

/**
 * The search panel (accounts-content §5: at least 3 characters): a GET form to `/search` (works
 * without JavaScript) that, with JavaScript, shows results as you type, debounced, loaded from
 * the `/search/:query` route. Mount it in the header, or anywhere.
 */
export function SearchPanel({ initialQuery = '' }: { initialQuery?: string }) {
  const t = useT();
  const id = useId();
  const min = defaultSearchConfig.minTermLength;
  const [text, setText] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<SearchPageData>();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  const panel = searchPanelState({ text, open, minLength: min });
  const { searching, resultsPath } = panel;

  useEffect(() => {
    if (!searching) return;
    const timer = window.setTimeout(() => load.current(resultsPath), searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [searching, resultsPath]);

  const results = searchPanelResults(panel, fetcher.data);
  return (
    <div className="search-panel">
      <Form method="get" action="/search" role="search" className="search-panel__form">
        <label htmlFor={`${id}-q`}>{t('Search')}</label>
        <div className="search-panel__row">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            minLength={min}
            autoComplete="off"
            placeholder={t('Type what you are looking for...')}
            value={text}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setOpen(true);
            }}
          />
          <button type="submit">{t('Search')}</button>
        </div>
      </Form>
      <div id={`${id}-hint`} className="search-panel__results" aria-live="polite">
        {panel.tooShort && (
          <p className="search-panel__hint">
            {t('Search term must have at least {min} characters.', { min })}
          </p>
        )}
        {results?.failed && (
          <p role="alert" className="search-panel__error" data-testid="search-panel-error">
            {t(generalMessages.somethingWentWrong)}
          </p>
        )}
        {results &&
          !results.failed &&
          (results.products.length === 0 ? (
            <p>{t('No results were found.')}</p>
          ) : (
            <>
              <ul className="search-panel__list">
                {results.products.map((product) => (
                  <li key={product.sku}>
                    <Link to={productLink(product)} onClick={() => setOpen(false)}>
                      {product.name}
                    </Link>
                  </li>
                ))}
              </ul>
              <p>
                <Link to={panel.pagePath} onClick={() => setOpen(false)}>
                  {t('Products: {count}', { count: results.total })}
                </Link>
              </p>
            </>
          ))}
      </div>
    </div>
  );
}
