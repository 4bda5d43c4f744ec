import { getCurrentUser } from '@atrium/contract/account';
import { getCurrentCompany, getCurrentCompanyMember } from '@atrium/contract/companies';
import { chooseCompany } from '@atrium/contract/identity-operations';
import { accessTokenFor, answer, type ApiRequest } from './api-server.ts';

const USER = '00000000-0000-4000-8000-0000000000e1';

/**
 * The API's side of acting in another company (auth-runtime.ts `switchCompany`): a token for the
 * company asked, then start-up's reads of the person, the company and the membership. Answers the
 * choose-company requests, in order.
 */
export function answerCompanySwitch(company: { companyId: string; name: string }): ApiRequest[] {
  const { companyId, name } = company;
  const memberId = companyId;
  answer(getCurrentUser, {
    userId: USER,
    email: 'new@demo.test',
    name: 'Nora New',
    givenName: 'Nora',
    familyName: 'New',
    phoneNumber: null,
    language: 'en',
    globalRoles: [],
    hasCompany: true,
    timeZone: null,
  });
  answer(getCurrentCompany, { companyId, name, modules: ['TIME_TRACKING'], timeZone: 'Europe/Skopje' });
  answer(getCurrentCompanyMember, {
    companyMemberId: memberId,
    companyId,
    userId: USER,
    role: 'MEMBER',
    roles: [],
    status: 'ACTIVE',
    position: null,
    department: null,
  });
  return answer(chooseCompany, () => ({
    token: accessTokenFor({ companyId, companyMemberId: memberId, roles: [], modules: ['TIME_TRACKING'] }),
  }));
}
