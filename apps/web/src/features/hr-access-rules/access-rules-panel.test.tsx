import { Roles } from '@atrium/contract/access';
import {
  defaultAccessRules,
  getAccessRules,
  getDetailSections,
  replaceAccessRules,
  resetAccessRules,
  type AccessRulePart,
  type AccessRules,
  type AccessRulesBody,
} from '@atrium/contract/human-resources';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../api/test-providers.tsx';
import { session } from '../../auth/session.ts';
import { answer, refusal, serveApiInTests } from '../../test/api-server.ts';
import { claims } from '../../test/test-router.ts';
import { AdminDetailUpdateScreen } from '../hr/admin-detail-update-screen.tsx';

serveApiInTests();

const SECTION = '00000000-0000-4000-8000-0000000000b1';
const builtIn = (
  part: 'personal' | 'special_category' | 'employment' | 'administration',
): AccessRulePart => ({
  part,
  kind: 'built_in',
  name: null,
  tab: null,
  specialCategory: part === 'special_category',
  customised: false,
  rules: defaultAccessRules(part),
  defaults: defaultAccessRules(part),
  follows: null,
  editable: part !== 'special_category',
});
const rules: AccessRules = {
  parts: [
    builtIn('personal'),
    builtIn('special_category'),
    builtIn('employment'),
    builtIn('administration'),
    {
      ...builtIn('personal'),
      part: SECTION,
      kind: 'section',
      name: 'Equipment',
      tab: 'other',
      customised: true,
      follows: 'personal',
    },
  ],
};

const open = async () => {
  answer(getDetailSections, []);
  answer(getAccessRules, rules);
  await renderScreen(
    <>
      <Notifications />
      <AdminDetailUpdateScreen />
    </>,
    { path: '/admin/detail-update', at: '/admin/detail-update?tab=access-rules' },
  );
  return screen.findByRole('table');
};

afterEach(() => session.clear());

describe('access rules', () => {
  it('shows the personal matrix with its defaults and saves a changed level', async () => {
    session.set(claims({ roles: [Roles.OWNER] }));
    const saved = answer(replaceAccessRules, ({ body }) => ({
      ...rules.parts[0]!,
      customised: true,
      rules: (body as AccessRulesBody).rules,
    }));
    await open();
    expect(screen.getByRole('tab', { name: 'Access rules' })).toHaveAttribute('aria-selected', 'true');
    const memberOwn = screen.getByRole('combobox', { name: 'Member, Own record' });
    expect(memberOwn).toHaveValue('propose');
    expect(within(memberOwn).getByRole('option', { name: 'Propose (default)' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save the rules of Personal data and HR notes' });
    expect(save).toBeDisabled();
    fireEvent.change(memberOwn, { target: { value: 'none' } });
    fireEvent.click(save);
    await screen.findByText('The rules of Personal data and HR notes are saved.');
    expect(saved[0]?.params).toEqual({ part: 'personal' });
    const body = saved[0]?.body as AccessRulesBody;
    expect(body.rules).toHaveLength(20);
    expect(body.rules).toContainEqual({ role: 'MEMBER', scope: 'own', level: 'none' });
    expect(body.rules).toContainEqual({ role: 'DEPARTMENT_MANAGER', scope: 'department', level: 'view' });
  });

  it('locks what no rule may open and resets a section to its defaults', async () => {
    session.set(claims({ roles: [Roles.ADMIN] }));
    const reset = answer(resetAccessRules, { ...rules.parts[4]!, customised: false });
    await open();
    fireEvent.click(screen.getByRole('button', { name: /Employment/ }));
    const ownEmployment = await screen.findAllByRole('combobox', { name: 'Owner, Own record' });
    const employmentOwn = ownEmployment.find((select) => (select as HTMLSelectElement).value === 'view')!;
    expect(within(employmentOwn).getByRole('option', { name: 'Edit (locked)' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: /Special-category data/ }));
    expect((await screen.findAllByRole('group', { name: 'Member, Whole company' })).length > 0).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Equipment/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(reset[0]?.params).toEqual({ part: SECTION }));
    await screen.findByText('Equipment follows its defaults again.');
  });

  it('says so when a save is refused', async () => {
    session.set(claims({ roles: [Roles.OWNER] }));
    answer(replaceAccessRules, () =>
      refusal(400, 'VALIDATION_FAILED', [{ path: 'body.rules.0.level', message: 'x' }]),
    );
    await open();
    fireEvent.change(screen.getByRole('combobox', { name: 'Member, Own record' }), {
      target: { value: 'view' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the rules of Personal data and HR notes' }));
    await screen.findByText('The rules could not be saved.');
  });

  it('managers see the sections without the access rules tab', async () => {
    session.set(claims({ roles: [Roles.DEPARTMENT_MANAGER] }));
    answer(getDetailSections, []);
    await renderScreen(<AdminDetailUpdateScreen />, {
      path: '/admin/detail-update',
      at: '/admin/detail-update?tab=access-rules',
    });
    await screen.findByText('No sections yet.', { exact: false });
    expect(screen.queryByRole('tab', { name: 'Access rules' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
