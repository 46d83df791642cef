/**
 * The loader data of a catalogue route module, also when the url dispatcher renders it: React
 * Router hands a route's default export the data of the route that matched (the dispatcher's
 * `{ kind, params, data }`), so the page's own data is then under `data`.
 */
export function ownLoaderData<T>(loaderData: T | { kind: string; data: T }): T {
  if (loaderData && typeof loaderData === 'object' && 'kind' in loaderData && 'data' in loaderData) {
    return (loaderData as { data: T }).data;
  }
  return loaderData as T;
}
