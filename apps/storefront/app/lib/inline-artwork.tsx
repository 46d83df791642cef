import { createContext, useContext } from 'react';

/**
 * The brand's small artwork inline in the server-rendered HTML (issue 31.5: the home page's largest
 * elements paint with the HTML, without a second round trip on a first visit). `entry.server.tsx`
 * provides the `data:` URIs (`brandArtwork` of `brands.server.ts`); the browser has none and renders
 * the asset's URL: the `<img>` keeps the server's source (`suppressHydrationWarning`: React leaves
 * a differing attribute as the server wrote it), so the page data carries the artwork no second time.
 */
export const InlineArtwork = createContext<(asset: string) => string | undefined>(() => undefined);

/** The inline `data:` URI of a brand asset in the server render; undefined in the browser. */
export function useInlineArtwork(): (asset: string) => string | undefined {
  return useContext(InlineArtwork);
}
