/** The webhook screen, loaded lazily as one chunk by the route table (src/app/routes). */
export { WebhooksScreen } from './webhooks-screen.tsx';
