import { readFileSync } from 'node:fs';
import { createSimulatedClock } from '@kauppa/ports';
import { describe, expect, it } from 'vitest';
import { createUiStore } from './ui.ts';

describe('UI panels (accounts-content §4)', () => {
  it.each(['microcart', 'sidebar', 'searchpanel', 'wishlist'] as const)(
    'opening the %s turns the overlay on, closing turns it off (accounts-content §4 UI panels)',
    (panel) => {
      const ui = createUiStore({ clock: createSimulatedClock() });
      ui.setPanel(panel, true);
      expect(ui.getState()[panel]).toBe(true);
      expect(ui.getState().overlay).toBe(true);
      ui.setPanel(panel, false);
      expect(ui.getState().overlay).toBe(false);
    },
  );

  it('closes the other panels when one opens, so the overlay follows the open one (accounts-content §4)', () => {
    const ui = createUiStore({ clock: createSimulatedClock() });
    ui.setPanel('microcart', true);
    ui.setPanel('wishlist', true);
    expect(ui.getState()).toMatchObject({ microcart: false, wishlist: true, overlay: true });
    ui.closeAll();
    expect(ui.getState()).toMatchObject({ wishlist: false, overlay: false });
  });

  it('pops the submenu path after 300 ms (accounts-content §4, §9 submenu pop delay)', () => {
    const clock = createSimulatedClock();
    const ui = createUiStore({ clock });
    ui.pushSubmenu('batteries');
    ui.pushSubmenu('aa');
    ui.popSubmenu();
    clock.increment(299);
    expect(ui.getState().submenu).toEqual({ depth: 2, path: ['batteries', 'aa'] });
    clock.increment(1);
    expect(ui.getState().submenu).toEqual({ depth: 1, path: ['batteries'] });
  });

  it('opens the sign-up modal the token refresh asks for (commerce-core §4 token refresh)', () => {
    const ui = createUiStore({ clock: createSimulatedClock() });
    ui.setSignUpModal(true);
    expect(ui.getState().signUpModal).toBe(true);
  });
});

describe('the @kauppa/shop/ui entry', () => {
  it('loads none of the shop: its modules import types only (first paint shows panels before the shop starts)', () => {
    for (const file of ['./ui.ts', './internal/ui.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const runtime = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map(
        (m) => m[1],
      );
      expect(runtime.filter((path) => path !== './internal/ui.ts')).toEqual([]);
    }
  });
});
