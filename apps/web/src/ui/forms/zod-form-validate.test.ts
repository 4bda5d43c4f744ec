import { clientBodySchema, NAME_MAX, projectBodySchema } from '@atrium/contract/time-tracking';
import { companyContactEmailSchema } from '@atrium/contract/company-profile';
import { createInviteBodySchema } from '@atrium/contract/companies';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/test-i18n.ts';
import { maxLengthOf } from './max-length-of.ts';
import { zodFormValidate } from './zod-form-validate.ts';

let t: TFunction;
beforeAll(async () => {
  t = (await createTestI18n()).t;
});

const CLIENT = '00000000-0000-4000-8000-0000000000c1';

describe('zodFormValidate', () => {
  it('passes values the contract accepts', () => {
    const validate = zodFormValidate(clientBodySchema, { t });
    expect(validate({ name: 'Acme', description: '', archived: false })).toEqual({});
  });

  it("names the contract's own limit, in the interface language", () => {
    const validate = zodFormValidate(clientBodySchema, { t });
    expect(validate({ name: 'x'.repeat(NAME_MAX + 1), description: '', archived: false })).toEqual({
      name: `Use at most ${NAME_MAX} characters.`,
    });
  });

  it('calls an empty field required, whatever rule it broke', () => {
    const validate = zodFormValidate(projectBodySchema, { t });
    const errors = validate({
      clientId: '',
      name: '  ',
      colour: '#228be6',
      archived: false,
      budgetHours: null,
    });
    expect(errors).toEqual({ clientId: 'This field is required.', name: 'This field is required.' });
  });

  it('checks the body the form would send, and maps its fields back onto the form', () => {
    type Values = { client: string; name: string; budget: number | '' };
    const validate = zodFormValidate<Values>(projectBodySchema, {
      t,
      toBody: (values) => ({
        clientId: values.client,
        name: values.name,
        colour: '#228be6',
        budgetHours: values.budget === '' ? null : values.budget,
      }),
      fields: { clientId: 'client', budgetHours: 'budget' },
      messages: { budget: (issue) => `budget ${issue.code}` },
    });
    expect(validate({ client: CLIENT, name: 'Web', budget: '' })).toEqual({});
    expect(validate({ client: 'nope', name: 'Web', budget: 100_001 })).toEqual({
      client: 'This value is not valid.',
      budget: 'budget too_big',
    });
  });
});

describe('maxLengthOf', () => {
  it('reads the maximum through default, nullable, optional and pipe', () => {
    expect(maxLengthOf(clientBodySchema.shape.name)).toBe(NAME_MAX);
    expect(maxLengthOf(clientBodySchema.shape.description)).toBe(1000);
    expect(maxLengthOf(companyContactEmailSchema.nullable().optional())).toBe(254);
    expect(maxLengthOf(createInviteBodySchema.shape.email)).toBe(254);
    expect(maxLengthOf(clientBodySchema.shape.archived)).toBeUndefined();
  });
});
