/** The mail outbox screen, loaded lazily by the route table (src/app/routes). */
export { MailOutboxScreen } from './mail-outbox-screen.tsx';
