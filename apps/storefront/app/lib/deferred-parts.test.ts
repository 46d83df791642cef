import { describe, expect, it, vi } from 'vitest';
import { createPartRegistry } from './deferred-parts.ts';

/** A document holding elements with these `data-part` values. */
const documentWith = (...parts: string[]) =>
  ({
    querySelectorAll: () => parts.map((part) => ({ dataset: { part } })),
  }) as unknown as ParentNode;

const modules = () => {
  const form = { name: 'form' };
  const other = { name: 'other' };
  return {
    form,
    other,
    loaders: { form: vi.fn(async () => form), other: vi.fn(async () => other) },
  };
};

describe('parts whose code loads apart (issue 20.1, page JS)', () => {
  it('loads only the parts the server rendered into the document, before hydrating', async () => {
    const { loaders, form } = modules();
    const parts = createPartRegistry(loaders);
    await parts.loadRendered(documentWith('form', 'form', 'unknown'));
    expect(parts.loaded('form')).toBe(form);
    expect(parts.loaded('other')).toBeUndefined();
    expect(loaders.form).toHaveBeenCalledTimes(1);
    expect(loaders.other).not.toHaveBeenCalled();
  });

  it('loads every part for the server, which renders them at once', async () => {
    const { loaders, form, other } = modules();
    const parts = createPartRegistry(loaders);
    await parts.loadAll();
    expect([parts.loaded('form'), parts.loaded('other')]).toEqual([form, other]);
  });

  it('gives the same promise while a part loads, so a waiting render is not given a new one', () => {
    const parts = createPartRegistry(modules().loaders);
    expect(parts.load('form')).toBe(parts.load('form'));
  });

  it('answers undefined when the code cannot be loaded (offline), and tries again next time', async () => {
    const form = { name: 'form' };
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(form);
    const parts = createPartRegistry({ form: load });
    await expect(parts.load('form')).resolves.toBeUndefined();
    expect(parts.loaded('form')).toBeUndefined();
    await expect(parts.load('form')).resolves.toBe(form);
    expect(parts.loaded('form')).toBe(form);
  });

  it('knows its parts by name', () => {
    const parts = createPartRegistry(modules().loaders);
    expect([parts.isPart('form'), parts.isPart('constructor'), parts.isPart(3)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('rejects, for a module the page cannot show without, when its code cannot be loaded, and tries again next time', async () => {
    const view = { name: 'view' };
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(view);
    const parts = createPartRegistry({ view: load });
    await expect(parts.loadOrFail('view')).rejects.toThrow('Failed to fetch');
    await expect(parts.loadOrFail('view')).resolves.toBe(view);
    expect(parts.loaded('view')).toBe(view);
  });
});
