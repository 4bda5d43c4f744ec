import { PeopleDirectory } from '../people/index.ts';

/** current-company-info/people: the company directory. */
export function CompanyInfoPeopleScreen() {
  return <PeopleDirectory />;
}
