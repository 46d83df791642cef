/**
 * The shop bar's icons, drawn as inline SVG in the text colour: an emoji shows as an empty box on a
 * system without an emoji font (issue 14.14). Decorative: the button's text names it.
 */
export type ShopIconName = 'menu' | 'search' | 'account' | 'wishlist' | 'newsletter';

const paths: Record<ShopIconName, string> = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
  wishlist: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  newsletter: 'M4 6h16v12H4zM4 7l8 6 8-6',
};

/** A 20×20 line icon of the shop bar. */
export function ShopIcon({ name }: { name: ShopIconName }) {
  return (
    <svg
      className={`shop-icon shop-icon--${name}`}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
