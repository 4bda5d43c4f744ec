import {
  getApprovalPolicy,
  getLeaveTypes,
  setApprovalPolicy,
  type ApprovalPolicy,
} from '@atrium/contract/absence';
import { getCompanyMembers } from '@atrium/contract/companies';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  warnings: [],
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

  it('warns where the policy falls back to the owners and admins, naming the rule and why', async () => {
    answer(getLeaveTypes, []);
    answer(getCompanyMembers, { items: [], total: 0, page: 1, pageSize: 100 });
    const rule = { scope: 'rule', approvalRuleId: POLICY.rules[0]!.approvalRuleId, position: 1 } as const;
    answer(getApprovalPolicy, {
      ...POLICY,
      warnings: [
        {
          scope: 'company',
          approvalRuleId: null,
          ruleName: null,
          position: null,
          reason: 'no_other_admin',
          names: ['Olga Owner'],
          more: 0,
        },
        {
          ...rule,
          ruleName: POLICY.rules[0]!.name,
          reason: 'approver_left',
          names: ['Nina Named'],
          more: 0,
        },
        {
          ...rule,
          ruleName: POLICY.rules[0]!.name,
          reason: 'no_department',
          names: ['Ana', 'Ben'],
          more: 3,
        },
      ],
    });
    await renderScreen(<ApprovalPolicyScreen />);
    expect(await screen.findByText('Some requests go to the owners and admins')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(
      'Every request: Olga Owner is the only owner or admin: their own requests wait until someone else is made an owner or admin.',
    );
    expect(items[1]).toHaveTextContent(
      'Rule “Annual leave: manager, then owner”, step 1: The named person, Nina Named, has left the company, so this step goes to the owners and admins.',
    );
    expect(items[2]).toHaveTextContent('In no department, so without a manager: Ana, Ben and 3 more.');
  });

  it('shows no warning while nothing falls back', async () => {
    serve();
    await renderScreen(<ApprovalPolicyScreen />);
    await screen.findByDisplayValue('Annual leave: manager, then owner');
    expect(screen.queryByText('Some requests go to the owners and admins')).not.toBeInTheDocument();
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
