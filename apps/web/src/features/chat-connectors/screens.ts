/** The chat connectors screen, loaded lazily as one chunk by the route table (src/app/routes). */
export { ChatConnectorsScreen } from './chat-connectors-screen.tsx';
