import { createCompanyFileSection, sectionNameSchema } from '@atrium/contract/company-files';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../ui/forms/apply-server-field-errors.ts';
import { maxLengthOf } from '../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../ui/forms/zod-form-validate.ts';

/** The name as both the create and the rename body carry it. */
const nameBody = createCompanyFileSection.request.body;

export const SECTION_NAME_INPUT_MAX = maxLengthOf(sectionNameSchema);

/**
 * A section name field, checked by the contract's schema; `refused` puts the server's refusal of
 * the name (taken, invalid) under the field and answers whether it did.
 */
export function useSectionNameForm(initial: string) {
  const { t } = useTranslation();
  const invalid = t('companyFiles.sections.nameInvalid', { max: SECTION_NAME_INPUT_MAX });
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: initial },
    validate: zodFormValidate(nameBody, {
      t,
      messages: {
        name: (issue) =>
          typeof issue.input === 'string' && issue.input !== ''
            ? invalid
            : t('companyFiles.sections.nameRequired'),
      },
    }),
  });
  const refused = (error: unknown) =>
    applyServerFieldErrors(form, error, {
      messages: {
        name: (_message, cause) =>
          cause.code === 'CONFLICT' ? t('companyFiles.sections.nameTaken') : invalid,
      },
    });
  /** The trimmed name the contract accepts. */
  const nameOf = (values: { name: string }) => nameBody.parse(values).name;
  return { form, refused, nameOf };
}
