import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

/** Placeholder until the contact-support work builds this screen (route: contact-support). */
export function ContactSupportScreen() {
  return <PlaceholderScreen screen="contact-support" />;
}
