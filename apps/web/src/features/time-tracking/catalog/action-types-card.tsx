import { actionTypeBodySchema, createActionType, updateActionType } from '@atrium/contract/time-tracking';
import { Alert, Badge, Button, Group, Paper, Stack, Table, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../api/use-operation.ts';
import { maxLengthOf } from '../../../ui/forms/max-length-of.ts';
import { zodFormValidate } from '../../../ui/forms/zod-form-validate.ts';
import { catalogRefusal } from './catalog-refusal.ts';
import { CATALOG_OPERATIONS, useActionTypes } from './use-catalog.ts';

/** The company's action types: add one, archive or restore one. */
export function ActionTypesCard({ includeArchived }: { includeArchived: boolean }) {
  const { t } = useTranslation();
  const types = useActionTypes(includeArchived);
  const create = useOperationMutation(createActionType, { invalidates: CATALOG_OPERATIONS });
  const update = useOperationMutation(updateActionType, { invalidates: CATALOG_OPERATIONS });
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', archived: false },
    validate: zodFormValidate(actionTypeBodySchema, { t }),
  });
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = async (values: typeof form.values) => {
    setRefusal(null);
    try {
      await create.mutateAsync({ body: actionTypeBodySchema.parse(values) });
      form.reset();
    } catch (cause) {
      setRefusal(catalogRefusal(t, form, cause, 'saveFailed')?.message ?? null);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="action-types">
      <Stack gap="sm">
        <Title order={3} fz="md" id="action-types">
          {t('timeTracking.catalog.actionTypes')}
        </Title>
        <form onSubmit={form.onSubmit((values) => void add(values))} noValidate>
          <Group align="flex-start" gap="xs">
            <TextInput
              aria-label={t('timeTracking.catalog.newActionType')}
              placeholder={t('timeTracking.catalog.newActionType')}
              maxLength={maxLengthOf(actionTypeBodySchema.shape.name)}
              style={{ flex: 1 }}
              {...form.getInputProps('name')}
              error={form.errors.name ?? refusal}
            />
            <Button type="submit" variant="light" loading={create.isPending}>
              {t('timeTracking.catalog.addActionType')}
            </Button>
          </Group>
        </form>
        {types.isError ? <Alert color="red">{t('timeTracking.catalog.loadFailed')}</Alert> : null}
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {(types.data ?? []).map((type) => (
              <Table.Tr key={type.actionTypeId}>
                <Table.Td>{type.name}</Table.Td>
                <Table.Td w={100}>
                  {type.archived ? (
                    <Badge color="gray" variant="light">
                      {t('timeTracking.catalog.archived')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td w={110} ta="right">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() =>
                      void update.mutateAsync({
                        params: { actionTypeId: type.actionTypeId },
                        body: { name: type.name, archived: !type.archived },
                      })
                    }
                  >
                    {type.archived ? t('timeTracking.catalog.unarchive') : t('timeTracking.catalog.archive')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
