import { lazy, type ReactNode } from 'react';
import { useT } from '../lib/i18n.ts';
import { useUi } from '../shop/react.tsx';
import { LazyPart } from './LazyPart.tsx';
import { NotificationArea } from './NotificationArea.tsx';
import { Overlay } from './Overlay.tsx';
import { SidebarShopBar } from './ShopBar.tsx';

// The panels no page shows before a shopper opens them are loaded when first opened (issues 20.1,
// 20.2: a page load neither fetches nor hydrates them). Closed, each renders nothing, on the server
// as in the browser; their toggles are the shop bar's (`ShopBar.tsx`).
const Sidebar = lazy(() => import('./Sidebar.tsx').then((m) => ({ default: m.Sidebar })));
const SidebarSearchPanel = lazy(() =>
  import('./Sidebar.tsx').then((m) => ({ default: m.SidebarSearchPanel })),
);
const MiniCart = lazy(() => import('./MiniCart.tsx').then((m) => ({ default: m.MiniCart })));
const NewsletterPopup = lazy(() =>
  import('./NewsletterPopup.tsx').then((m) => ({ default: m.NewsletterPopup })),
);
const AuthPanel = lazy(() => import('./AuthPanel.tsx').then((m) => ({ default: m.AuthPanel })));
const SignUpModal = lazy(() => import('./SignUpModal.tsx').then((m) => ({ default: m.SignUpModal })));
const WishlistPanel = lazy(() => import('./WishlistPanel.tsx').then((m) => ({ default: m.WishlistPanel })));

/** A panel whose code cannot be loaded offline says so (issue 20.2) instead of taking the page down. */
function PanelUnavailable() {
  const t = useT();
  return (
    <p
      className="notice notice--error shop-unavailable shop-unavailable--top"
      role="alert"
      data-testid="panel-unavailable-offline"
    >
      {t('You are offline. Some features are not available.')}
    </p>
  );
}

/** Mounts `children` (a lazily loaded panel) only while `open`. */
function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <LazyPart failed={<PanelUnavailable />}>{children}</LazyPart> : null;
}

/** Everything the shop mounts around the pages: the shop bar, panels, overlay, modals, notifications. */
export function OverlayHost() {
  const ui = useUi();
  return (
    <>
      <SidebarShopBar />
      <Overlay />
      <WhenOpen open={Boolean(ui.sidebar)}>
        <Sidebar />
      </WhenOpen>
      <WhenOpen open={Boolean(ui.searchpanel)}>
        <SidebarSearchPanel />
      </WhenOpen>
      <WhenOpen open={Boolean(ui.microcart)}>
        <MiniCart />
      </WhenOpen>
      <WhenOpen open={Boolean(ui.wishlist)}>
        <WishlistPanel />
      </WhenOpen>
      <WhenOpen open={Boolean(ui.authElem)}>
        <AuthPanel />
      </WhenOpen>
      <WhenOpen open={Boolean(ui.signUpModal)}>
        <SignUpModal />
      </WhenOpen>
      <WhenOpen open={Boolean(ui.newsletterPopup)}>
        <NewsletterPopup />
      </WhenOpen>
      <NotificationArea />
    </>
  );
}
