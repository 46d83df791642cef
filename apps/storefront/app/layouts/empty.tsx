import { Outlet } from 'react-router';

/** The empty layout: the page alone (accounts-content §2, `/magento2vsfsync`). */
export default function EmptyLayout() {
  return <Outlet />;
}
