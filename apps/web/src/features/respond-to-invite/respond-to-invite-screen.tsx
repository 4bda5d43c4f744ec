import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the respond-to-invite work builds this screen (route: respond-to-invite). */
export function RespondToInviteScreen() {
  return <PlaceholderScreen screen="respond-to-invite" />;
}
