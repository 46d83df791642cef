import { filterPanelView } from '@kauppa/pages/views';
import { clearFiltersHref, type FilterGroup, searchOf } from '@kauppa/search-query';
import { useEffect, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/shell.ts';

/**
 * The filters and the sort of a category page (commerce-core §4 category paging): a GET form, so
 * it works without JavaScript (Apply); with it, every change submits at once. Multi-valued
 * attributes are checkboxes, price ranges radio buttons (one range at a time).
 */
export function FilterPanel({
  groups,
  query,
  sort,
  sortOptions,
}: {
  groups: FilterGroup[];
  query: Record<string, string[]>;
  sort: string;
  sortOptions: ReadonlyArray<{ label: string; value: string }>;
}) {
  // Open beside the listing on a wide screen; on a phone closed until asked for, so the first
  // screen shows products (issue 14). Open while filters are chosen.
  // A phone shows a filter button (the summary, with the count chosen) and the chosen filters as
  // chips that clear them; each group says it expands (issue 28.9). Price ranges are written in
  // the shop's language (issue 28.7).
  const t = useT();
  const { language } = useShell();
  const submit = useSubmit();
  const view = filterPanelView(groups, { query, locale: language });
  const { chosen, chips } = view;
  const [filtersOpen, setFiltersOpen] = useState(chosen);
  const [wide, setWide] = useState(true);
  useEffect(() => {
    const isWide = window.matchMedia('(min-width: 48rem)').matches;
    setWide(isWide);
    setFiltersOpen(chosen || isWide);
  }, [chosen]);
  return (
    <Form
      method="get"
      className="filters"
      key={searchOf(query)}
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      {query.category_ids?.[0] && <input type="hidden" name="category_ids" value={query.category_ids[0]} />}
      <div className="filters__sort">
        <label htmlFor="listing-sort">{t('Sort by')}</label>
        <select id="listing-sort" name="sort" defaultValue={sort}>
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </div>
      {chips.length > 0 && (
        <ul className="filters__chips" aria-label={t('Clear filters')}>
          {chips.map((chip) => (
            <li key={`${chip.attribute}-${chip.id}`}>
              <Link className="filters__chip" to={chip.href} preventScrollReset>
                {chip.label} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {groups.length > 0 && (
        <details className="filters__groups" open={filtersOpen}>
          <summary className="filters__button">
            {t('Filters')}
            {chips.length > 0 && <span className="filters__chosen"> ({chips.length})</span>}
          </summary>
          {view.groups.map((group) => {
            const title = 'message' in group.title ? t(group.title.message) : group.title.label;
            return (
              <details
                key={group.attribute}
                className="filters__group"
                open={wide || group.options.some((option) => option.selected)}
              >
                <summary>{title}</summary>
                <fieldset>
                  <legend className="visually-hidden">{title}</legend>
                  <ul>
                    {group.options.map((option) => (
                      <li key={option.id}>
                        <input
                          id={option.inputId}
                          type={group.input}
                          name={group.attribute}
                          value={option.id}
                          defaultChecked={option.selected}
                        />
                        <label htmlFor={option.inputId}>
                          {option.label}
                          {option.count !== undefined && (
                            <span className="filters__count"> ({option.count})</span>
                          )}
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              </details>
            );
          })}
        </details>
      )}
      <div className="filters__actions">
        <button type="submit">{t('Apply')}</button>
        {chosen && (
          <Link to={clearFiltersHref(query)} preventScrollReset>
            {t('Clear filters')}
          </Link>
        )}
      </div>
    </Form>
  );
}
