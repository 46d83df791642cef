import { type Clock, isApiError } from '@kauppa/ports';
import type { ShopContext } from '../context.ts';
import { PageDelayed } from '../site/outcomes.ts';

/**
 * The optional data of a server render (issue 20.4): only a page's primary entity is required;
 * its other parts are awaited for at most the SSR budget (commerce-core §9: 1000 ms) and a part that
 * is late or fails is left out of the HTML, named in `missing`, for the client to load after
 * hydration.
 */

/** The parts of a product page that a render may leave out (issue 20.4). */
export const optionalProductParts = ['related', 'linked', 'trail'] as const;

/** A part of a product page that a render may leave out. */
export type ProductPart = (typeof optionalProductParts)[number];

/** Is this a product part (a query parameter of the client's parts call)? */
export function isProductPart(name: string): name is ProductPart {
  return (optionalProductParts as readonly string[]).includes(name);
}

/** The parts that arrived within the budget, and the names of those that did not. */
export interface WithinBudget<T extends object> {
  /** The parts that arrived in time. */
  values: Partial<T>;
  /** The parts that were late or failed, in the order they were given. */
  missing: Array<keyof T & string>;
  /** Why each missing part is missing. */
  reasons: Partial<Record<keyof T & string, 'late' | 'failed'>>;
}

/**
 * Waits for the optional parts of a page for at most `budgetMs` (time through the clock port);
 * what has not arrived by then, or failed, is missing. Never rejects.
 *
 * @example
 * const { values, missing } = await withinBudget({ related }, { clock, budgetMs: 1000 });
 */
export function withinBudget<T extends object>(
  parts: { [K in keyof T]: Promise<T[K]> | T[K] },
  { clock, budgetMs }: { clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>; budgetMs: number },
): Promise<WithinBudget<T>> {
  const names = Object.keys(parts) as Array<keyof T & string>;
  const values: Partial<T> = {};
  const reasons: Partial<Record<keyof T & string, 'late' | 'failed'>> = {};
  return new Promise((resolve) => {
    let open = names.length;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clock.clearTimeout(timer);
      for (const name of names) if (!(name in values) && !reasons[name]) reasons[name] = 'late';
      resolve({ values, missing: names.filter((name) => reasons[name]), reasons });
    };
    const timer = clock.setTimeout(finish, budgetMs);
    if (open === 0) finish();
    for (const name of names) {
      Promise.resolve(parts[name]).then(
        (value) => {
          if (done) return;
          values[name] = value;
          if (--open === 0) finish();
        },
        () => {
          if (done) return;
          reasons[name] = 'failed';
          if (--open === 0) finish();
        },
      );
    }
  });
}

/**
 * The page's own entity (the product of a product page, the category of a category page) within
 * the render's budget (issue 31.1): a lookup that timed out (the API is alive but slower than the
 * budget, commerce-core §9: server 1000 ms) is {@link PageDelayed}, with the client budget
 * (5000 ms) as its `Retry-After`, and the page is marked delayed and incomplete; any other failure
 * (the API is down, answers 500 or garbage) is thrown as it came, for the error page; a missing
 * entity stays the loader's own 404.
 *
 * @example
 * const product = await entityWithinBudget(shop, shop.catalog.productBySku(sku));
 */
export async function entityWithinBudget<T>(
  shop: Pick<ShopContext, 'page' | 'config'>,
  lookup: Promise<T>,
): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'timeout') throw error;
    const retryAfterSeconds = Math.ceil(shop.config.api.timeouts.clientMs / 1000);
    shop.page.incomplete = true;
    shop.page.delayed = retryAfterSeconds;
    throw new PageDelayed(
      `The page's data did not arrive within the budget: ${error.message}`,
      retryAfterSeconds,
    );
  }
}
