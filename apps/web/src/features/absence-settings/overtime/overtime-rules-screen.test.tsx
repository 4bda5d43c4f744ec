import { DEFAULT_OVERTIME_RULES, getOvertimeRules, setOvertimeRules } from '@atrium/contract/absence';
import { getActionTypes } from '@atrium/contract/time-tracking';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../api/test-providers.tsx';
import { answer, refusal, serveApiInTests } from '../../../test/api-server.ts';
import { OvertimeRulesScreen } from './overtime-rules-screen.tsx';

serveApiInTests();

const DEVELOPMENT = {
  actionTypeId: '00000000-0000-4000-8000-0000000000a1',
  name: 'Development',
  archived: false,
};

async function show(rules = DEFAULT_OVERTIME_RULES) {
  answer(getOvertimeRules, rules);
  answer(getActionTypes, [DEVELOPMENT]);
  await renderScreen(<OvertimeRulesScreen />);
  return screen.findByRole('textbox', { name: /Daily threshold/ });
}

// A form of a dozen Mantine inputs takes seconds to render on a busy two-core machine.
describe('OvertimeRulesScreen', { timeout: 20_000 }, () => {
  it('starts from the rules in force and saves the cap in minutes', async () => {
    const threshold = await show({ ...DEFAULT_OVERTIME_RULES, dailyThresholdMinutes: 30 });
    expect(threshold).toHaveValue('30');
    expect(screen.getByRole('radio', { name: 'All action types' })).toBeChecked();
    const saved = answer(setOvertimeRules, ({ body }) => body as typeof DEFAULT_OVERTIME_RULES);
    fireEvent.change(screen.getByRole('textbox', { name: /Monthly cap/ }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('switch', { name: /needs a manager/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toEqual({
      ...DEFAULT_OVERTIME_RULES,
      dailyThresholdMinutes: 30,
      monthlyCapMinutes: 1200,
      requiresApproval: true,
    });
  });

  it("puts the server's refusal under the field it names", async () => {
    await show();
    answer(
      setOvertimeRules,
      refusal(400, 'VALIDATION_FAILED', {
        message: 'Some fields are not valid',
        fields: [{ path: 'body.monthlyCapMinutes', message: 'must be 0 to 44640' }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be 0 to 44640')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Monthly cap/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
