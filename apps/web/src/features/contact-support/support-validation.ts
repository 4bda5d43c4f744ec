import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_SUBJECT_MIN,
  createSupportMessageBodySchema,
} from '@atrium/contract/support';

export interface SupportValues {
  subject: string;
  message: string;
  includeCompany: boolean;
}

export interface SupportError {
  key: string;
  values: Record<string, number>;
}

export const subjectError: SupportError = {
  key: 'contactSupport.subjectLength',
  values: { min: SUPPORT_SUBJECT_MIN, max: SUPPORT_SUBJECT_MAX },
};
export const messageError: SupportError = {
  key: 'contactSupport.messageLength',
  values: { min: SUPPORT_MESSAGE_MIN, max: SUPPORT_MESSAGE_MAX },
};

/** The API's rules (the contract's schema), field by field. */
export function validateSupport(values: SupportValues): Partial<Record<'subject' | 'message', SupportError>> {
  const shape = createSupportMessageBodySchema.shape;
  return {
    ...(shape.subject.safeParse(values.subject).success ? {} : { subject: subjectError }),
    ...(shape.message.safeParse(values.message).success ? {} : { message: messageError }),
  };
}
