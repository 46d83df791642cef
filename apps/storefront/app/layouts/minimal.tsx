import { Link, Outlet } from 'react-router';
import { useShell } from '../lib/shell.ts';

/** The minimal layout: the brand and the page (accounts-content §2, `/error`). */
export default function MinimalLayout() {
  const { brand } = useShell();
  return (
    <>
      <header className="site-header site-header--minimal">
        <div className="site-header__bar">
          <Link to="/" className="site-header__logo">
            {brand.name}
          </Link>
        </div>
      </header>
      <main id="main" className="site-main">
        <Outlet />
      </main>
    </>
  );
}
