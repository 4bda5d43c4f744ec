import { type MemberProfile, type UpdateMemberRecordBody } from '@atrium/contract/human-resources';

export interface PersonalValues {
  givenName: string;
  middleName: string;
  familyName: string;
  birthDate: string | null;
  gender: string | null;
  citizenship: string | null;
  address: { street: string; city: string; postalCode: string; region: string; country: string | null };
  privateEmail: string;
  privatePhone: string;
  workPhone: string;
  emergencyContacts: { name: string; relationship: string; phone: string; email: string }[];
  ethnicity: string | null;
  healthNotes: string;
}

const blank = (value: string | null | undefined) => value ?? '';
const orNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export function personalValues(profile: MemberProfile): PersonalValues {
  const record = profile.record;
  return {
    givenName: blank(record?.givenName),
    middleName: blank(record?.middleName),
    familyName: blank(record?.familyName),
    birthDate: record?.birthDate ?? null,
    gender: record?.gender ?? null,
    citizenship: record?.citizenship ?? null,
    address: {
      street: blank(record?.address?.street),
      city: blank(record?.address?.city),
      postalCode: blank(record?.address?.postalCode),
      region: blank(record?.address?.region),
      country: record?.address?.country ?? null,
    },
    privateEmail: blank(record?.privateEmail),
    privatePhone: blank(record?.privatePhone),
    workPhone: blank(record?.workPhone),
    emergencyContacts: (record?.emergencyContacts ?? []).map((contact) => ({
      name: contact.name,
      relationship: blank(contact.relationship),
      phone: blank(contact.phone),
      email: blank(contact.email),
    })),
    ethnicity: profile.specialCategory?.ethnicity ?? null,
    healthNotes: blank(profile.specialCategory?.healthNotes),
  };
}

/** The request body of the values: empty texts become null; special-category data only when shown. */
export function personalBody(values: PersonalValues, withSpecial: boolean): UpdateMemberRecordBody {
  const address = {
    street: orNull(values.address.street),
    city: orNull(values.address.city),
    postalCode: orNull(values.address.postalCode),
    region: orNull(values.address.region),
    country: values.address.country,
  };
  return {
    givenName: orNull(values.givenName),
    middleName: orNull(values.middleName),
    familyName: orNull(values.familyName),
    birthDate: values.birthDate || null,
    gender: (values.gender as UpdateMemberRecordBody['gender']) ?? null,
    citizenship: values.citizenship as UpdateMemberRecordBody['citizenship'],
    address: Object.values(address).some((value) => value !== null)
      ? (Object.fromEntries(Object.entries(address).filter(([, value]) => value !== null)) as never)
      : null,
    privateEmail: orNull(values.privateEmail),
    privatePhone: orNull(values.privatePhone),
    workPhone: orNull(values.workPhone),
    emergencyContacts: values.emergencyContacts.map((contact) => ({
      name: contact.name.trim(),
      relationship: orNull(contact.relationship),
      phone: orNull(contact.phone),
      email: orNull(contact.email),
    })),
    ...(withSpecial
      ? {
          ethnicity: values.ethnicity as UpdateMemberRecordBody['ethnicity'],
          healthNotes: orNull(values.healthNotes),
        }
      : {}),
  };
}
