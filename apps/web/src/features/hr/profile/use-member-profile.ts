import { getMemberProfile } from '@atrium/contract/human-resources';
import { useParams } from 'react-router';
import { useOperationQuery } from '../../../api/use-operation.ts';

/** The profile of the member the route names; the tabs share one cached answer. */
export function useMemberProfile() {
  const { companyMemberId = '' } = useParams();
  return useOperationQuery(
    getMemberProfile,
    { params: { companyMemberId } },
    { enabled: companyMemberId !== '' },
  );
}
