import {
  ALLOWANCE_PRESETS,
  createAllowancePolicyBodySchema,
  type AllowancePolicy,
  type AllowancePresetKey,
} from '@atrium/contract/absence';

/** The leave type choice meaning "every type that counts against the allowance" (null on the wire). */
export const EVERY_TYPE = 'every';
/** The preset choice meaning "own values". */
export const OWN_VALUES = 'own';

/** A number input's value: empty while nothing is typed. */
type NumberField = number | string;

/** The policy form's values, named like the request body so the API's field paths land as they are. */
export interface PolicyValues {
  preset: AllowancePresetKey | typeof OWN_VALUES;
  leaveTypeId: string;
  effectiveFrom: string | null;
  effectiveTo: string | null;
  yearlyDays: NumberField;
  /** Empty: everything left is carried over. */
  carryOverCapDays: NumberField;
  /** `MM-DD`, or null: carried days never lapse. */
  carryOverExpiresOn: string | null;
  prorateOnHire: boolean;
  prorateOnExit: boolean;
}

/** What the form starts from: a policy's values (to edit it or add its next version), or a blank one. */
export function policyValues(policy?: AllowancePolicy, asNewVersion = false): PolicyValues {
  return {
    preset: policy?.preset ?? OWN_VALUES,
    leaveTypeId: policy?.leaveTypeId ?? EVERY_TYPE,
    effectiveFrom: asNewVersion ? null : (policy?.effectiveFrom ?? null),
    effectiveTo: asNewVersion ? null : (policy?.effectiveTo ?? null),
    yearlyDays: policy?.yearlyDays ?? '',
    carryOverCapDays: policy?.carryOverCapDays ?? '',
    carryOverExpiresOn: policy?.carryOverExpiresOn ?? null,
    prorateOnHire: policy?.prorateOnHire ?? true,
    prorateOnExit: policy?.prorateOnExit ?? true,
  };
}

/** A statutory preset's values, over what the form holds (the leave type and days stay). */
export function withPreset(values: PolicyValues, preset: PolicyValues['preset']): PolicyValues {
  if (preset === OWN_VALUES) return { ...values, preset };
  const statutory = ALLOWANCE_PRESETS[preset];
  return {
    ...values,
    preset,
    yearlyDays: statutory.yearlyDays,
    carryOverCapDays: statutory.carryOverCapDays ?? '',
    carryOverExpiresOn: statutory.carryOverExpiresOn,
  };
}

/** What the form sends, before the contract's defaults apply. */
export function policyRequest(values: PolicyValues, replacesAllowancePolicyId: string | null = null) {
  return {
    leaveTypeId: values.leaveTypeId === EVERY_TYPE ? null : values.leaveTypeId,
    effectiveFrom: values.effectiveFrom ?? '',
    effectiveTo: values.effectiveTo,
    yearlyDays: values.yearlyDays === '' ? undefined : Number(values.yearlyDays),
    carryOverCapDays: values.carryOverCapDays === '' ? null : Number(values.carryOverCapDays),
    carryOverExpiresOn: values.carryOverExpiresOn,
    prorateOnHire: values.prorateOnHire,
    prorateOnExit: values.prorateOnExit,
    preset: values.preset === OWN_VALUES ? null : values.preset,
    replacesAllowancePolicyId,
  };
}

/** The request body (creating), checked and with the contract's defaults. */
export const policyBody = (values: PolicyValues, replaces: string | null = null) =>
  createAllowancePolicyBodySchema.parse(policyRequest(values, replaces));
