import { lazy, type ReactNode, Suspense } from 'react';
import { useUi } from '../shop/react.tsx';
import { MiniCart } from './MiniCart.tsx';
import { NewsletterPopup } from './NewsletterPopup.tsx';
import { NotificationArea } from './NotificationArea.tsx';
import { Overlay } from './Overlay.tsx';
import { Sidebar, SidebarSearchPanel, SidebarShopBar } from './Sidebar.tsx';

// The panels no page shows before a shopper opens them are loaded when first opened (issue 20.2:
// a page load does not fetch them). The mini cart and the newsletter popup stay: the shop bar's
// toggles live in their modules.
const AuthPanel = lazy(() => import('./AuthPanel.tsx').then((m) => ({ default: m.AuthPanel })));
const SignUpModal = lazy(() => import('./SignUpModal.tsx').then((m) => ({ default: m.SignUpModal })));
const WishlistPanel = lazy(() => import('./WishlistPanel.tsx').then((m) => ({ default: m.WishlistPanel })));

/** Mounts `children` (a lazily loaded panel) only while `open`. */
function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Everything the shop mounts around the pages: the shop bar, panels, overlay, modals, notifications. */
export function OverlayHost() {
  const ui = useUi();
  return (
    <>
      <SidebarShopBar />
      <Overlay />
      <Sidebar />
      <SidebarSearchPanel />
      <MiniCart />
      <WhenOpen open={Boolean(ui.wishlist)}>
        <WishlistPanel />
      </WhenOpen>
      <WhenOpen open={Boolean(ui.authElem)}>
        <AuthPanel />
      </WhenOpen>
      <WhenOpen open={Boolean(ui.signUpModal)}>
        <SignUpModal />
      </WhenOpen>
      <NewsletterPopup />
      <NotificationArea />
    </>
  );
}
