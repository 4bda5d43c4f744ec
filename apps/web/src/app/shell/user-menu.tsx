import { lazy, Suspense, useState } from 'react';
import { UserButton } from './user-button.tsx';

const loadMenu = () => import('./user-menu-dropdown.tsx');
const UserMenuDropdown = lazy(loadMenu);

/**
 * The header's user menu (account, another company, sign out). Its drop-down is not drawn by the
 * first screen: the button stands alone until pointed at, focused or clicked, and a click opens
 * the menu once it has loaded (docs/performance.md, "Web: initial JavaScript").
 */
export function UserMenu() {
  const [clicked, setClicked] = useState(false);
  const button = (
    <UserButton
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setClicked(true)}
    />
  );
  if (!clicked) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown opened />
    </Suspense>
  );
}
