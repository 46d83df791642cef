/**
 * Parts of a page that most pages never show — the back-in-stock form appears only for a product
 * out of stock — load their code apart (issue 20.1, page JS): a product page in stock carries none
 * of it. The server has them all loaded before it renders (`entry.server.tsx`), so it renders them
 * at once, with no Suspense boundary to stream apart; the browser loads the ones the page shows
 * before hydrating (each part's root element carries `data-part="<name>"`), and any other when
 * it first renders, waiting for its code as a client navigation waits for a route's. The
 * storefront's parts are `deferredParts` of `components/DeferredParts.tsx`; the url dispatcher's
 * page types (`catalog/dispatched-views.ts`) load through the same registry.
 */

/** Parts by name, each with the loader of its module. */
export type PartLoaders = Record<string, () => Promise<unknown>>;

/** The parts of one set of loaders: each loaded once, on demand or all at once. */
export interface PartRegistry<L extends PartLoaders> {
  /** Whether a name is one of the parts. */
  isPart(name: unknown): name is keyof L & string;
  /** A part's module, once loaded (else undefined). */
  loaded<N extends keyof L>(name: N): Awaited<ReturnType<L[N]>> | undefined;
  /**
   * Loads a part's code (once; the same promise while it loads). A load that fails (offline, the
   * code never cached) answers undefined, so the page shows without the part, and is tried again
   * the next time.
   */
  load<N extends keyof L>(name: N): Promise<Awaited<ReturnType<L[N]>> | undefined>;
  /**
   * Loads a module that the page cannot show without (the url dispatcher's page types): as
   * `load`, but a load that fails rejects. It is tried again the next time too.
   */
  loadOrFail<N extends keyof L>(name: N): Promise<Awaited<ReturnType<L[N]>>>;
  /** Loads every part (the server, before its first render). */
  loadAll(): Promise<unknown>;
  /** Loads the parts rendered into a document (elements with `data-part`), before hydrating. */
  loadRendered(root: ParentNode): Promise<unknown>;
}

export function createPartRegistry<L extends PartLoaders>(loaders: L): PartRegistry<L> {
  type Name = keyof L & string;
  const loaded = new Map<Name, unknown>();
  // While a module loads: the load itself (rejects on failure) and its answer for optional parts.
  const loading = new Map<Name, Promise<unknown>>();
  const answers = new Map<Name, Promise<unknown>>();
  const isPart = (name: unknown): name is Name => typeof name === 'string' && Object.hasOwn(loaders, name);
  const loadOrFail = (name: Name): Promise<unknown> => {
    let pending = loading.get(name);
    if (!pending) {
      pending = (loaders[name] as () => Promise<unknown>)().then((module) => {
        loaded.set(name, module);
        return module;
      });
      // A failed load is forgotten, so the next call tries again.
      pending.catch(() => {
        loading.delete(name);
        answers.delete(name);
      });
      loading.set(name, pending);
    }
    return pending;
  };
  const load = (name: Name): Promise<unknown> => {
    let answer = answers.get(name);
    if (!answer) {
      answer = loadOrFail(name).catch(() => undefined);
      answers.set(name, answer);
    }
    return answer;
  };
  return {
    isPart,
    loaded: (name) => loaded.get(name as Name) as never,
    load: (name) => load(name as Name) as never,
    loadOrFail: (name) => loadOrFail(name as Name) as never,
    loadAll: () => Promise.all(Object.keys(loaders).filter(isPart).map(load)),
    loadRendered(root) {
      const names = new Set<Name>();
      for (const element of root.querySelectorAll<HTMLElement>('[data-part]')) {
        if (isPart(element.dataset.part)) names.add(element.dataset.part);
      }
      return Promise.all([...names].map(load));
    },
  };
}
