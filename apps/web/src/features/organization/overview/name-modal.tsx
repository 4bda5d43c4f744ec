import { organizationNameSchema, renameDivision } from '@atrium/contract/organization';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../../ui/forms/apply-server-field-errors.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { organizationErrorText } from '../organization-error.ts';
import { FormFooter } from '../../../ui/forms/form-footer.tsx';

/** The name as every division and department body carries it. */
const nameBody = renameDivision.request.body;

/** Asks for a division or department name (create or rename); shows the server's refusal inline. */
export function NameModal({
  title,
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invalidName = t('organization.errors.invalidName', { max: organizationNameSchema.maxLength });
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: initial },
    validate: zodFormValidate(nameBody, { t, messages: { name: invalidName } }),
  });
  const [busy, setBusy] = useState(false);

  const submit = async (values: typeof form.values) => {
    setBusy(true);
    try {
      await onSubmit(nameBody.parse(values).name);
      onClose();
    } catch (failure) {
      const text = organizationErrorText(t, failure);
      // A refusal that names no field (not found, forbidden, offline) is still about this name.
      if (!applyServerFieldErrors(form, failure, { messages: { name: text } }))
        form.setFieldError('name', text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <TextInput
            label={label}
            {...form.getInputProps('name')}
            // Room for spaces around the longest name: the contract trims before it counts.
            maxLength={(organizationNameSchema.maxLength ?? 0) + 20}
            data-autofocus
            required
          />
          <FormFooter submitLabel={submitLabel} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
