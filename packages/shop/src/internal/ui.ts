import type { Clock, TimerHandle } from '@kauppa/ports';

/** The panels whose opening turns the overlay on (accounts-content §4 UI panels). */
export type OverlayPanel = 'sidebar' | 'microcart' | 'wishlist' | 'searchpanel';

/** The sign-in, register and reset panels of the auth element (default login). */
export type AuthElem = 'login' | 'register' | 'forgot-pass';

/** UI state of accounts-content §3: panel flags, overlay, auth element, submenu. */
export interface UiState {
  sidebar: boolean;
  microcart: boolean;
  wishlist: boolean;
  searchpanel: boolean;
  newsletterPopup: boolean;
  overlay: boolean;
  loader: boolean;
  /** The auth panel shown, or `null` when closed. */
  authElem: AuthElem | null;
  /** The sign-up modal asked for by the token refresh machine. */
  signUpModal: boolean;
  checkoutMode: boolean;
  openMyAccount: boolean;
  submenu: { depth: number; path: readonly string[] };
}

/** The UI store: a small external store for `useSyncExternalStore`. */
export interface UiStore {
  getState(): UiState;
  subscribe(listener: () => void): () => void;
  /** Opens or closes a panel; the overlay follows (on when any overlay panel is open). */
  setPanel(panel: OverlayPanel, open: boolean): void;
  togglePanel(panel: OverlayPanel): void;
  /** Closes every overlay panel and the overlay. */
  closeAll(): void;
  setAuthElem(elem: AuthElem | null): void;
  setSignUpModal(open: boolean): void;
  setNewsletterPopup(open: boolean): void;
  setLoader(on: boolean): void;
  setCheckoutMode(on: boolean): void;
  /** Opens a submenu level. */
  pushSubmenu(id: string): void;
  /** Pops the submenu path after the pop delay (300 ms). */
  popSubmenu(): void;
}

/** Options of {@link createUiStore}. */
export interface CreateUiStoreOptions {
  /** The submenu pop runs on it. */
  clock: Clock;
  /** @default 300 (accounts-content §9 submenu pop delay; `config.ui.submenuPopDelayMs`) */
  submenuPopDelayMs?: number;
}

const overlayPanels: readonly OverlayPanel[] = ['sidebar', 'microcart', 'wishlist', 'searchpanel'];

/** The initial UI state: everything closed, authElem defaults to login when opened. */
export const initialUiState: UiState = {
  sidebar: false,
  microcart: false,
  wishlist: false,
  searchpanel: false,
  newsletterPopup: false,
  overlay: false,
  loader: false,
  authElem: null,
  signUpModal: false,
  checkoutMode: false,
  openMyAccount: false,
  submenu: { depth: 0, path: [] },
};

/**
 * Creates the UI panel store (accounts-content §4): opening the microcart, sidebar, search panel
 * or wishlist turns the overlay on, closing turns it off; the submenu path pops after 300 ms.
 *
 * @example
 * const ui = createUiStore({ clock: createSystemClock() });
 * ui.setPanel('microcart', true); // ui.getState().overlay === true
 */
export function createUiStore({ clock, submenuPopDelayMs = 300 }: CreateUiStoreOptions): UiStore {
  let state = initialUiState;
  const listeners = new Set<() => void>();
  const popTimers = new Set<TimerHandle>();
  const set = (patch: Partial<UiState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };
  const setPanel = (panel: OverlayPanel, open: boolean) => {
    // One overlay panel at a time: opening one closes the others.
    const panels = Object.fromEntries(
      overlayPanels.map((p) => [p, p === panel ? open : open ? false : state[p]]),
    );
    const overlay = overlayPanels.some((p) => panels[p]);
    set({ ...panels, overlay });
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPanel,
    togglePanel: (panel) => setPanel(panel, !state[panel]),
    closeAll: () =>
      set({ sidebar: false, microcart: false, wishlist: false, searchpanel: false, overlay: false }),
    setAuthElem: (authElem) => set({ authElem }),
    setSignUpModal: (signUpModal) => set({ signUpModal }),
    setNewsletterPopup: (newsletterPopup) => set({ newsletterPopup }),
    setLoader: (loader) => set({ loader }),
    setCheckoutMode: (checkoutMode) => set({ checkoutMode }),
    pushSubmenu(id) {
      const path = [...state.submenu.path, id];
      set({ submenu: { depth: path.length, path } });
    },
    popSubmenu() {
      const timer = clock.setTimeout(() => {
        popTimers.delete(timer);
        const path = state.submenu.path.slice(0, -1);
        set({ submenu: { depth: path.length, path } });
      }, submenuPopDelayMs);
      popTimers.add(timer);
    },
  };
}
