import { Avatar, UnstyledButton } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session.ts';
import { useMyPicture } from '../../auth/my-picture.ts';
import { NavIcon } from '../../ui/nav-icons.tsx';

function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [email[0]];
  return letters.join('').toUpperCase() || '?';
}

/** The header's picture or initials: the user menu's button, the same before and after the menu has loaded. */
export const UserButton = forwardRef<HTMLButtonElement, Omit<ComponentPropsWithoutRef<'button'>, 'color'>>(
  function UserButton(props, ref) {
    const { t } = useTranslation();
    const claims = useSession();
    const label = claims ? claims.name || claims.email : t('shell.signedOut');
    const shown = claims ? initials(claims.name, claims.email) : null;
    const picture = useMyPicture();
    return (
      // The visible initials are part of the name (WCAG 2.5.3 label in name).
      <UnstyledButton
        ref={ref}
        aria-label={`${t('shell.userMenu')}: ${label}${shown ? `, ${shown}` : ''}`}
        aria-haspopup="menu"
        style={{ borderRadius: '50%' }}
        {...props}
      >
        {/* The picture is decoration beside the button's name, which already says who it is. */}
        <Avatar color="brand" radius="xl" size={34} src={picture} alt="">
          {shown ?? <NavIcon name="user" />}
        </Avatar>
      </UnstyledButton>
    );
  },
);
