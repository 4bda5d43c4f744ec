import { PeopleDirectory } from '../people/people-directory.tsx';

/** current-company-info/people: the company directory. */
export function CompanyInfoPeopleScreen() {
  return <PeopleDirectory />;
}
