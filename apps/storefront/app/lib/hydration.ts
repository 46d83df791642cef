/**
 * The document's hydration marker (`data-hydrated` on <html>, which the end-to-end suites wait
 * for before clicking). A part of the page whose code loads on demand (issue 20.1) hydrates after
 * the rest: it holds the marker until it has hydrated too.
 */
let holds = 0;

function mark(): void {
  if (holds === 0) document.documentElement.dataset.hydrated = 'true';
}

/** The document has hydrated (the root's effect): marked unless a part still holds it. */
export function documentHydrated(): void {
  mark();
}

/** A part still loading its code holds the marker (called while rendering, in the browser only). */
export function holdHydrated(): void {
  holds += 1;
}

/** The part holding the marker has hydrated (its effect). */
export function releaseHydrated(): void {
  holds -= 1;
  mark();
}
