/** The API token screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { AccountApiTokensScreen } from './account-api-tokens-screen.tsx';
export { CompanyApiTokensScreen } from './company-api-tokens-screen.tsx';
