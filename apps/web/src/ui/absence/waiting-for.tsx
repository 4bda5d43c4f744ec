import type { LeaveWaitingStep } from '@atrium/contract/absence';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Names as the interface language lists them: "A or B" when any decides, "A and B" when all do. */
function listOf(names: readonly string[], language: string, mode: LeaveWaitingStep['mode']): string {
  return new Intl.ListFormat(language, { type: mode === 'all_of' ? 'conjunction' : 'disjunction' }).format(
    names,
  );
}

/** Whom one step waits for: people by name, with the role they decide in. */
function useWho() {
  const { t, i18n } = useTranslation();
  return (step: LeaveWaitingStep): string => {
    if (step.names.length === 0) return t('absence.waitsFor.nobody');
    const names = listOf(step.names, i18n.language, step.mode);
    if (step.fallback) return t('absence.waitsFor.fallback', { names });
    if (step.approverKind === 'named_member') return names;
    return t('absence.waitsFor.withRole', { names, role: t(`absence.waitsFor.roles.${step.approverKind}`) });
  };
}

/**
 * Who each undecided step of a request waits for (docs/product/absence.md#approvals), by name,
 * never by id; shown to the requester and to those who may read the request.
 */
export function WaitingFor({ steps }: { steps: readonly LeaveWaitingStep[] }) {
  const { t } = useTranslation();
  const who = useWho();
  if (steps.length === 0) return null;
  return (
    <Stack gap={0}>
      {steps.map((step) => (
        <Text
          key={`${step.purpose} ${step.position}`}
          fz="xs"
          c={step.state === 'pending' ? 'dark.8' : 'dark.6'}
        >
          {t('absence.waitsFor.step', { position: step.position, who: who(step) })}
        </Text>
      ))}
    </Stack>
  );
}
