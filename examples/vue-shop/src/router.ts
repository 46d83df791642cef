import { computed, ref } from 'vue';

/** The page's URL, reactive; links change it with the History API (no reload). */
const href = ref(location.pathname + location.search);
addEventListener('popstate', () => {
  href.value = location.pathname + location.search;
});

export const url = computed(() => new URL(href.value, location.origin));

export function go(to: string): void {
  history.pushState(null, '', to);
  href.value = location.pathname + location.search;
  scrollTo(0, 0);
}

/** `/p/:parentSku/:slug/:childSku?` → its params, when `path` has the pattern's shape. */
export function match(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (got.length > want.length || got.length < want.filter((p) => !p.endsWith('?')).length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i];
    if (part.startsWith(':')) {
      if (value) params[part.slice(1).replace('?', '')] = decodeURIComponent(value);
    } else if (part !== value) return undefined;
  }
  return params;
}
