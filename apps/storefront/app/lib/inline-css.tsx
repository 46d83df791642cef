import { createContext, useContext } from 'react';

/**
 * The storefront's style sheets, inlined into every server-rendered page (issue 8: a first paint
 * that waits for no style-sheet request; on a slow mobile connection those requests queue behind
 * the scripts). `entry.server.tsx` provides the text; in the browser the context is empty and the
 * server's `<style>` stays: React skips unmatched nodes in `<head>` while hydrating.
 */
export const InlineCss = createContext('');

/** The inlined style sheets of the server render; nothing in the browser. */
export function InlineStyles() {
  const css = useContext(InlineCss);
  return css ? (
    <style href="kauppa-storefront-css" precedence="kauppa">
      {css}
    </style>
  ) : null;
}
