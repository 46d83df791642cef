import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Navigation scrolling (accounts-content §2): to the hash target if there is one, otherwise to the
 * top when the path changes.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const first = previous.current === null;
    const pathChanged = previous.current !== null && previous.current !== pathname;
    previous.current = pathname;
    if (hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (pathChanged && !first) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
