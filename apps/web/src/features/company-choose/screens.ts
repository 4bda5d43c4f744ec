/** The company-choose screens, loaded lazily as one chunk by the route table (src/app/routes). */
export { CompanyChooseScreen } from './company-choose-screen.tsx';
