import {
  deleteCoverageRule,
  getCoverageRules,
  setCoverageRule,
  type CoverageRule,
} from '@atrium/contract/absence';
import { getOrganization, type Organization } from '@atrium/contract/organization';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { CoverageRulesScreen } from './coverage-rules-screen.tsx';

serveApiInTests();

const SUPPORT = '00000000-0000-4000-8000-0000000000d1';
const SALES = '00000000-0000-4000-8000-0000000000d2';
const DIVISION = '00000000-0000-4000-8000-0000000000f1';
const department = (departmentId: string, name: string, memberCount: number) => ({
  departmentId,
  divisionId: DIVISION,
  name,
  sortOrder: 0,
  memberCount,
  managers: [],
});
const ORGANIZATION: Organization = {
  companyName: 'Demo Company',
  memberCount: 9,
  unplacedCount: 0,
  canManage: true,
  divisions: [
    {
      divisionId: DIVISION,
      name: 'Operations',
      sortOrder: 0,
      memberCount: 9,
      managers: [],
      departments: [department(SUPPORT, 'Support', 5), department(SALES, 'Sales', 4)],
    },
  ],
};

async function show(rules: CoverageRule[]) {
  answer(getOrganization, ORGANIZATION);
  answer(getCoverageRules, () => rules);
  await renderScreen(<CoverageRulesScreen />);
  return within(await screen.findByRole('table', { name: 'Coverage rules by department' }));
}

describe('CoverageRulesScreen', { timeout: 20_000 }, () => {
  it("lists each department with its rule and sets one as a share of the department's people", async () => {
    const rules: CoverageRule[] = [{ departmentId: SUPPORT, kind: 'count', minimum: 2 }];
    const table = await show(rules);
    expect(table.getByRole('row', { name: /Support/ })).toHaveTextContent('At least 2 people present');
    expect(table.getByRole('row', { name: /Sales/ })).toHaveTextContent('No rule');

    const sent = answer(setCoverageRule, ({ params, body }) => {
      const rule = { departmentId: params.departmentId!, ...(body as Omit<CoverageRule, 'departmentId'>) };
      rules.push(rule);
      return rule;
    });
    fireEvent.click(table.getByRole('button', { name: 'Set rule: Sales' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Coverage rule of Sales' }));
    fireEvent.click(dialog.getByRole('radio', { name: "A share of the department's people" }));
    const minimum = dialog.getByRole('textbox', { name: 'At least (%)' });
    fireEvent.change(minimum, { target: { value: '150' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(/100/)).toBeInTheDocument(); // the form names the bound
    expect(sent).toHaveLength(0);

    fireEvent.change(minimum, { target: { value: '50' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ kind: 'percent', minimum: 50 });
    expect(await table.findByText('At least 50 % present')).toBeInTheDocument();
  });

  it('shows a refusal of the server under the field, and removes a rule after asking', async () => {
    const rules: CoverageRule[] = [{ departmentId: SUPPORT, kind: 'count', minimum: 2 }];
    const table = await show(rules);
    answer(
      setCoverageRule,
      refusal(400, 'VALIDATION_FAILED', [{ path: 'body.minimum', message: 'is too many' }]),
    );
    fireEvent.click(table.getByRole('button', { name: 'Change: Support' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Coverage rule of Support' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('is too many')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    const removed = answer(deleteCoverageRule, () => {
      rules.splice(0, 1);
      return undefined;
    });
    fireEvent.click(table.getByRole('button', { name: 'Remove: Support' }));
    const question = within(await screen.findByRole('dialog', { name: 'Remove the rule of Support?' }));
    fireEvent.click(question.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toHaveLength(1));
    await waitFor(() => expect(table.getByRole('row', { name: /Support/ })).toHaveTextContent('No rule'));
  });
});
