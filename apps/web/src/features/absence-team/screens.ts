/** The team's absence screens, loaded lazily by the route table (src/app/routes). */
export { CoverageRulesScreen } from './coverage/coverage-rules-screen.tsx';
