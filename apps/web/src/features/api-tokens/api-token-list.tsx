import type { ApiToken, CompanyApiToken } from '@atrium/contract/api-tokens';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { useNarrowContainer } from '../../ui/layout/use-narrow-container.ts';
import { apiTokenLastDay, apiTokenStatus, scopeKey } from './api-token-status.ts';

/** Below this width the columns go under the name, as on a phone. */
const NARROW_BELOW = 640;

const STATUS_COLOR = { active: 'green', revoked: 'gray', expired: 'orange' } as const;

export interface ApiTokenListProps {
  tokens: readonly (ApiToken | CompanyApiToken)[];
  /** Shows whose token each is (the owner's company list). */
  withOwner?: boolean;
  onRevoke: (token: ApiToken) => void;
}

/** Tokens with their scopes, last day, last use and state; a working one can be revoked. */
export function ApiTokenList({ tokens, withOwner = false, onRevoke }: ApiTokenListProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const { ref, narrow } = useNarrowContainer(NARROW_BELOW);

  if (tokens.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="xs">
        {t('apiTokens.none')}
      </Text>
    );
  }
  const scopes = (token: ApiToken) => (
    <Group gap={4}>
      {token.scopes.map((scope) => (
        <Badge key={scope} variant="light" radius="sm" tt="none">
          {t(scopeKey(scope))}
        </Badge>
      ))}
    </Group>
  );
  const lastUsed = (token: ApiToken) =>
    token.lastUsedAt ? format.dateTime(token.lastUsedAt) : t('apiTokens.neverUsed');

  return (
    <Table.ScrollContainer minWidth={300} ref={ref}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apiTokens.columns.name')}</Table.Th>
            {narrow ? null : (
              <>
                <Table.Th>{t('apiTokens.columns.scopes')}</Table.Th>
                <Table.Th>{t('apiTokens.columns.expires')}</Table.Th>
                <Table.Th>{t('apiTokens.columns.lastUsed')}</Table.Th>
              </>
            )}
            <Table.Th>{t('apiTokens.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('apiTokens.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => {
            const status = apiTokenStatus(token);
            return (
              <Table.Tr key={token.tokenId} data-testid="api-token-row">
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                      {token.name}
                    </Text>
                    {withOwner && 'ownerName' in token ? (
                      <Text size="xs" c="dimmed">
                        {token.ownerName}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed" ff="monospace">
                      {token.hint}
                    </Text>
                    {narrow ? (
                      <>
                        {scopes(token)}
                        <Text size="xs" c="dimmed">
                          {t('apiTokens.columns.expires')}: {format.day(apiTokenLastDay(token))} ·{' '}
                          {t('apiTokens.columns.lastUsed')}: {lastUsed(token)}
                        </Text>
                      </>
                    ) : null}
                  </Stack>
                </Table.Td>
                {narrow ? null : (
                  <>
                    <Table.Td>{scopes(token)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.day(apiTokenLastDay(token))}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{lastUsed(token)}</Table.Td>
                  </>
                )}
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[status]}>
                    {t(`apiTokens.status.${status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  {status === 'active' ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => onRevoke(token)}
                      aria-label={`${t('apiTokens.revoke')} ${token.name}`}
                    >
                      {t('apiTokens.revoke')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
