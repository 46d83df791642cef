import { createContext, use, useContext } from 'react';

/**
 * The small catalogue image that is the page's largest element, inline in the server-rendered HTML
 * (issue 31.5; `inline-image.server.ts`). `entry.server.tsx` provides the lookup; the browser has
 * none and keeps the image's URL: the `<img>` keeps the server's source (`suppressHydrationWarning`,
 * as `inline-artwork.tsx`), so the page data carries the image no second time.
 */
export const InlineImage = createContext<(url: string) => string | undefined | Promise<string | undefined>>(
  () => undefined,
);

/**
 * The `data:` URI of a catalogue image in the server render (it waits for an image not fetched
 * yet, within the lookup's budget); undefined in the browser or when the image keeps its URL.
 */
export function useInlineImage(url: string): string | undefined {
  const found = useContext(InlineImage)(url);
  return found instanceof Promise ? use(found) : found;
}
