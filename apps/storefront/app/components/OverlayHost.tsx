import { AuthPanel } from './AuthPanel.tsx';
import { MiniCart } from './MiniCart.tsx';
import { NewsletterPopup } from './NewsletterPopup.tsx';
import { NotificationArea } from './NotificationArea.tsx';
import { Overlay } from './Overlay.tsx';
import { Sidebar, SidebarSearchPanel, SidebarShopBar } from './Sidebar.tsx';
import { SignUpModal } from './SignUpModal.tsx';
import { WishlistPanel } from './WishlistPanel.tsx';

/** Everything the shop mounts around the pages: the shop bar, panels, overlay, modals, notifications. */
export function OverlayHost() {
  return (
    <>
      <SidebarShopBar />
      <Overlay />
      <Sidebar />
      <SidebarSearchPanel />
      <MiniCart />
      <WishlistPanel />
      <AuthPanel />
      <SignUpModal />
      <NewsletterPopup />
      <NotificationArea />
    </>
  );
}
