import {
  getApprovalPolicy,
  getLeaveTypes,
  setApprovalPolicy,
  type ApprovalPolicy,
} from '@atrium/contract/absence';
import { getCompanyMembers } from '@atrium/contract/companies';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { ApprovalPolicyScreen } from './approval-policy-screen.tsx';

serveApiInTests();

const POLICY: ApprovalPolicy = {
  rules: [
    {
      approvalRuleId: '00000000-0000-4000-8000-0000000000f1',
      name: 'Annual leave: manager, then owner',
      leaveTypeId: null,
      divisionId: null,
      departmentId: null,
      minDays: null,
      onlyWhenNegative: false,
      steps: [
        { approverKind: 'department_manager', approverMemberId: null, mode: 'any_of', escalateAfterDays: 3 },
      ],
    },
  ],
};

function serve() {
  answer(getLeaveTypes, []);
  answer(getCompanyMembers, { items: [], total: 0, page: 1, pageSize: 100 });
  answer(getApprovalPolicy, POLICY);
}

describe('approval policy', () => {
  it('adds a step and saves the whole policy', async () => {
    serve();
    const saved = answer(setApprovalPolicy, POLICY);
    await renderScreen(<ApprovalPolicyScreen />);
    expect(await screen.findByDisplayValue('Annual leave: manager, then owner')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(screen.getByText('Step 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0]!.body as { rules: { steps: unknown[] }[] };
    expect(body.rules[0]!.steps).toHaveLength(2);
  });

  it('an empty rule name is refused before sending; a refusal of the server lands under its field', async () => {
    serve();
    const saved = answer(
      setApprovalPolicy,
      refusal(400, 'VALIDATION_FAILED', [{ path: 'body.rules.0.name', message: 'must be another name' }]),
    );
    await renderScreen(<ApprovalPolicyScreen />);
    const name = await screen.findByDisplayValue('Annual leave: manager, then owner');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(saved).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Everything' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('must be another name')).toBeInTheDocument();
  });
});
