import { getMailOutbox, type OutboxMessage } from '@atrium/contract/mail';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../ui/dates/date-format.ts';
import { useOperationQuery } from '../../api/use-operation.ts';
import { linkify } from './linkify.tsx';

const PAGE_SIZE = 25;
const STATUS_COLOURS: Record<OutboxMessage['status'], string> = {
  QUEUED: 'gray',
  SENT: 'green',
  FAILED: 'red',
  OUTBOX: 'blue',
};

/** mail-outbox (SUPERADMIN): what the product has mailed, newest first, with clickable links. */
export function MailOutboxScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [recipient, setRecipient] = useState('');
  const [to] = useDebouncedValue(recipient.trim(), 300);
  const outbox = useOperationQuery(getMailOutbox, {
    query: { page, pageSize: PAGE_SIZE, ...(to ? { to } : {}) },
  });
  const format = useDateFormat();

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={2}>{t('screens.mail-outbox')}</Title>
        <Text c="dimmed">{t('mailOutbox.intro')}</Text>
      </Stack>
      <TextInput
        label={t('mailOutbox.filterLabel')}
        placeholder={t('mailOutbox.filterPlaceholder')}
        value={recipient}
        onChange={(event) => {
          setRecipient(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {outbox.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : outbox.isError ? (
        <Alert color="red" role="alert">
          {t('mailOutbox.loadFailed')}
        </Alert>
      ) : outbox.data.items.length === 0 ? (
        <Text c="dimmed">{t('mailOutbox.empty')}</Text>
      ) : (
        <>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mailOutbox.created')}</Table.Th>
                <Table.Th>{t('mailOutbox.to')}</Table.Th>
                <Table.Th>{t('mailOutbox.subject')}</Table.Th>
                <Table.Th>{t('mailOutbox.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.items.map((message) => (
                <MessageRow key={message.id} message={message} created={format.dateTime(message.createdAt)} />
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('mailOutbox.total', { count: outbox.data.total })}
            </Text>
            <Pagination
              total={Math.ceil(outbox.data.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              // The arrow buttons show no text: each says where it goes.
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            />
          </Group>
        </>
      )}
    </Stack>
  );
}

function MessageRow({ message, created }: { message: OutboxMessage; created: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Table.Tr>
        <Table.Td>{created}</Table.Td>
        <Table.Td>{message.to}</Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{message.subject}</Text>
            <Button variant="subtle" size="compact-xs" onClick={() => setOpen((value) => !value)}>
              {open ? t('mailOutbox.hideMessage') : t('mailOutbox.showMessage')}
            </Button>
          </Group>
        </Table.Td>
        <Table.Td>
          <Badge color={STATUS_COLOURS[message.status]} variant="light">
            {t(`mailOutbox.statuses.${message.status}`)}
          </Badge>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={4}>
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {linkify(message.text)}
            </Code>
            {message.error ? (
              <Text c="red" size="sm" mt="xs">
                {message.error}
              </Text>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
