import { type ComponentType, Suspense, use, useEffect } from 'react';
import { holdHydrated, releaseHydrated } from './hydration.ts';

/**
 * A part of a page that the server renders with it but whose code the browser loads on its own
 * (issue 20.1: below the fold, or shown only for some products): the page's first scripts leave
 * it out. The server loads it once, when this module is evaluated; the browser hydrates the
 * server's HTML once the part's chunk is in (React keeps the HTML meanwhile), holding the
 * document's hydration marker until then. After a client navigation it shows once loaded.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let holding = false;
  const start = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  if (import.meta.env.SSR) void start();

  function Part(props: P) {
    useEffect(() => {
      if (!holding) return;
      holding = false;
      releaseHydrated();
    }, []);
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  }

  return function Deferred(props: P) {
    // React hydrates the inside of a Suspense boundary after the rest of the page has committed:
    // the hold is taken out here, beside the boundary, before the document's marker is set.
    if (!loaded && typeof document !== 'undefined') {
      void start();
      if (!holding) {
        holding = true;
        holdHydrated();
      }
    }
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  };
}
