/** The product lists of the home page (accounts-content §2 home, §7 home lists). */
export interface HomeListsOf<P> {
  newCollection: P[];
  newProducts: P[];
  outlet: P[];
}

/** Input of {@link homePageData}: how loading the lists and the intro block went. */
export interface HomePageDataInput<P, B> {
  lists: PromiseSettledResult<HomeListsOf<P>>;
  blocks: PromiseSettledResult<readonly B[]>;
}

/** The home page's data once its loads settled. */
export interface HomePageData<P, B> {
  /** The lists; all empty when they failed. */
  lists: HomeListsOf<P>;
  /** The intro block (`home-intro`), if it loaded. */
  intro: B | undefined;
  /** The products shown, for the output cache's tags. */
  products: P[];
  /** Why the page is incomplete (a list or block failed): it stays out of the output cache. */
  failure: string | undefined;
}

/**
 * The home page's data (accounts-content §2 home, §7 home lists): a failing list or block leaves
 * its section out — empty lists, no intro — and makes the page incomplete (kept out of the output
 * cache), with the first failure's reason.
 *
 * @example
 * const data = homePageData({ lists, blocks }); // from Promise.allSettled
 */
export function homePageData<P, B>({ lists, blocks }: HomePageDataInput<P, B>): HomePageData<P, B> {
  const rejected = [lists, blocks].find((result) => result.status === 'rejected');
  const shown =
    lists.status === 'fulfilled' ? lists.value : { newCollection: [], newProducts: [], outlet: [] };
  return {
    lists: shown,
    intro: blocks.status === 'fulfilled' ? blocks.value[0] : undefined,
    products: [...shown.newCollection, ...shown.newProducts, ...shown.outlet],
    failure: rejected ? String(rejected.reason) : undefined,
  };
}

/** A product list section of the home page. */
export interface HomeSection<P> {
  id: 'new-collection' | 'new-products' | 'outlet';
  /** Its heading (a message id). */
  title: string;
  products: P[];
}

/**
 * The home page's list sections in their order (accounts-content §2 home): New collection, New
 * products, Outlet; a section without products is not shown.
 */
export function homeSections<P>(lists: HomeListsOf<P>): HomeSection<P>[] {
  const sections: HomeSection<P>[] = [
    { id: 'new-collection', title: 'New collection', products: lists.newCollection },
    { id: 'new-products', title: 'New products', products: lists.newProducts },
    { id: 'outlet', title: 'Outlet', products: lists.outlet },
  ];
  return sections.filter((section) => section.products.length > 0);
}
