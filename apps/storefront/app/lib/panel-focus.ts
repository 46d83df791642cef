import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keyboard use of a panel or modal (issue 28.8, WAI-ARIA dialog pattern): when it opens, focus
 * moves into it (its first form field when `field` is asked for, else the panel itself); Escape
 * closes it; when it closes, focus goes back to what opened it. The panels mount when opened
 * (`OverlayHost`), so opening is mounting and closing unmounting.
 */
export function usePanelFocus<E extends HTMLElement>(
  close: () => void,
  { field = false }: { /** Focus the first form field rather than the panel. */ field?: boolean } = {},
): RefObject<E | null> {
  const ref = useRef<E | null>(null);
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = ref.current;
    const first = field ? panel?.querySelector<HTMLElement>('input, select, textarea') : null;
    (first ?? panel)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const active = document.activeElement;
      const focusLeftWithPanel = !active || active === document.body || !active.isConnected;
      if (opener?.isConnected && (focusLeftWithPanel || panel?.contains(active))) opener.focus();
    };
  }, [field]);
  return ref;
}
