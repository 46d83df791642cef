/**
 * Issue 19.4 ("same name, different thing"): a name exported by two core packages is the same
 * thing in both (a re-export), never two different values a consumer could mix up.
 */
import { expect, it } from 'vitest';
import { corePackages } from './workspace.ts';

it('no two core packages export the same name with different values (issue 19.4)', async () => {
  const owners = new Map<string, { pkg: string; value: unknown }[]>();
  for (const pkg of corePackages()) {
    const module = (await import(pkg.name)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      owners.set(name, [...(owners.get(name) ?? []), { pkg: pkg.name, value }]);
    }
  }
  const clashes = [...owners]
    .filter(([, list]) => list.length > 1 && list.some((entry) => entry.value !== list[0]?.value))
    .map(([name, list]) => `${name}: ${list.map((entry) => entry.pkg).join(', ')}`);
  expect(clashes).toEqual([]);
});
