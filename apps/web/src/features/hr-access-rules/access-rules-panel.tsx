import {
  ACCESS_LEVELS,
  ACCESS_ROLES,
  ACCESS_SCOPES,
  accessRuleLimit,
  exceedsLimit,
  getAccessRules,
  replaceAccessRules,
  resetAccessRules,
  type AccessLevel,
  type AccessRule,
  type AccessRulePart,
  type AccessRuleRole,
  type AccessRuleScope,
} from '@atrium/contract/human-resources';
import { Accordion, Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operationKey } from '../../api/operation-key.ts';
import { useOperationMutation, useOperationQuery } from '../../api/use-operation.ts';

/**
 * The company's access rules, one matrix per part of a record: a level for each role over each
 * scope, what the defaults are, and the cells no rule may open, locked
 * (docs/product/human-resources.md#access-rules).
 */
export function AccessRulesPanel() {
  const { t } = useTranslation();
  const rules = useOperationQuery(getAccessRules);
  if (rules.isError) return <Text c="red.8">{t('hrAccess.loadFailed')}</Text>;
  if (!rules.data) return <Text c="dimmed">{t('hrAccess.loading')}</Text>;
  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('hrAccess.intro')}
      </Text>
      <Accordion variant="separated" defaultValue="personal" aria-label={t('hrAccess.partsLabel')}>
        {rules.data.parts.map((part) => (
          <Accordion.Item key={part.part} value={part.part}>
            <Accordion.Control>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>{partName(t, part)}</Text>
                {part.kind === 'section' ? (
                  <Badge variant="light" color="gray" c="dark.6">
                    {t('hrAccess.sectionOn', { tab: t(`hrAccess.tabs.${part.tab ?? 'other'}`) })}
                  </Badge>
                ) : null}
                {!part.editable ? (
                  <Badge variant="light" color="red" c="dark.7">
                    {t('hrAccess.fixed')}
                  </Badge>
                ) : part.customised ? (
                  <Badge variant="light" color="blue" c="dark.7">
                    {t('hrAccess.customised')}
                  </Badge>
                ) : (
                  <Badge variant="light" color="green" c="dark.7">
                    {t('hrAccess.defaults')}
                  </Badge>
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <PartEditor key={JSON.stringify(part.rules)} part={part} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function partName(t: Translate, part: AccessRulePart): string {
  return part.kind === 'section' ? (part.name ?? '') : t(`hrAccess.parts.${part.part}`);
}

const levelOf = (rules: readonly AccessRule[], role: AccessRuleRole, scope: AccessRuleScope): AccessLevel =>
  rules.find((rule) => rule.role === role && rule.scope === scope)?.level ?? 'none';

function PartEditor({ part }: { part: AccessRulePart }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const [draft, setDraft] = useState<AccessRule[]>(part.rules);
  const replace = useOperationMutation(replaceAccessRules);
  const reset = useOperationMutation(resetAccessRules);
  const name = partName(t, part);
  const dirty = ACCESS_ROLES.some((role) =>
    ACCESS_SCOPES.some((scope) => levelOf(draft, role, scope) !== levelOf(part.rules, role, scope)),
  );
  const set = (role: AccessRuleRole, scope: AccessRuleScope, level: AccessLevel) =>
    setDraft((rules) =>
      rules.map((rule) => (rule.role === role && rule.scope === scope ? { ...rule, level } : rule)),
    );
  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: operationKey(getAccessRules) });
    notifications.show({ message, color: 'green', autoClose: 1600 });
  };
  const save = async () => {
    try {
      await replace.mutateAsync({ params: { part: part.part }, body: { rules: draft } });
      await done(t('hrAccess.saved', { name }));
    } catch {
      notifications.show({ message: t('hrAccess.saveFailed'), color: 'red', autoClose: 3000 });
    }
  };
  const toDefaults = async () => {
    try {
      await reset.mutateAsync({ params: { part: part.part } });
      await done(t('hrAccess.resetDone', { name }));
    } catch {
      notifications.show({ message: t('hrAccess.saveFailed'), color: 'red', autoClose: 3000 });
    }
  };

  const cell = (role: AccessRuleRole, scope: AccessRuleScope) => {
    const limit = accessRuleLimit(part, role, scope);
    const label = t('hrAccess.cellLabel', {
      role: t(`hrAccess.roles.${role}`),
      scope: t(`hrAccess.scopes.${scope}`),
    });
    const fallback = levelOf(part.defaults, role, scope);
    if (!part.editable || limit === 'none') {
      return (
        <Group gap={4} wrap="nowrap" aria-label={label} title={t('hrAccess.lockedHint')} role="group">
          <LockIcon />
          <Text fz="sm" c="dimmed">
            {t(`hrAccess.levels.${levelOf(draft, role, scope)}`)}
          </Text>
        </Group>
      );
    }
    return (
      <NativeSelect
        size="xs"
        aria-label={label}
        {...(phone ? { label: t(`hrAccess.scopes.${scope}`), size: 'sm' } : {})}
        value={levelOf(draft, role, scope)}
        onChange={(event) => set(role, scope, event.currentTarget.value as AccessLevel)}
        data={ACCESS_LEVELS.map((level) => ({
          value: level,
          label:
            t(`hrAccess.levels.${level}`) +
            (level === fallback ? ` (${t('hrAccess.defaultMark')})` : '') +
            (exceedsLimit(level, limit) ? ` (${t('hrAccess.locked')})` : ''),
          disabled: exceedsLimit(level, limit),
        }))}
      />
    );
  };

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {!part.editable
          ? t('hrAccess.specialHint')
          : part.follows && !part.customised
            ? t(`hrAccess.follows.${part.follows}`)
            : part.customised
              ? t('hrAccess.customisedHint')
              : t('hrAccess.defaultsHint')}
      </Text>
      {phone ? (
        <Stack gap="sm">
          {ACCESS_ROLES.map((role) => (
            <Paper key={role} withBorder p="sm" radius="md">
              <Text fw={600} fz="sm" mb={4}>
                {t(`hrAccess.roles.${role}`)}
              </Text>
              <Stack gap={6}>
                {ACCESS_SCOPES.map((scope) => (
                  <Stack key={scope} gap={2}>
                    {!part.editable || accessRuleLimit(part, role, scope) === 'none' ? (
                      <Text fz="sm" fw={500}>
                        {t(`hrAccess.scopes.${scope}`)}
                      </Text>
                    ) : null}
                    {cell(role, scope)}
                  </Stack>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder withColumnBorders verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('hrAccess.role')}</Table.Th>
                {ACCESS_SCOPES.map((scope) => (
                  <Table.Th key={scope} scope="col">
                    {t(`hrAccess.scopes.${scope}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ACCESS_ROLES.map((role) => (
                <Table.Tr key={role}>
                  <Table.Th scope="row">{t(`hrAccess.roles.${role}`)}</Table.Th>
                  {ACCESS_SCOPES.map((scope) => (
                    <Table.Td key={scope}>{cell(role, scope)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {part.editable ? (
        <>
          <Group gap={4} wrap="nowrap" align="flex-start">
            <LockIcon />
            <Text fz="xs" c="dimmed">
              {t('hrAccess.limits')}
            </Text>
          </Group>
          <Group justify="flex-end" gap="sm">
            {part.customised ? (
              <Button variant="default" onClick={() => void toDefaults()} loading={reset.isPending}>
                {t('hrAccess.reset')}
              </Button>
            ) : null}
            {dirty ? (
              <Button variant="subtle" onClick={() => setDraft(part.rules)}>
                {t('hrAccess.discard')}
              </Button>
            ) : null}
            <Button
              onClick={() => void save()}
              disabled={!dirty}
              loading={replace.isPending}
              aria-label={t('hrAccess.save', { name })}
            >
              {t('hrAccess.saveShort')}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

/** A small padlock beside what no rule may change. */
function LockIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      style={{ flexShrink: 0, marginTop: 1 }}
    >
      <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
