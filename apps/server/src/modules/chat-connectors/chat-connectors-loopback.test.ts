import { describe, expect, it } from 'vitest';
import { createChatConnector } from '@atrium/contract/chat-connectors';
import { useApiTest } from '../../test/api-test.ts';
import { errorOf } from '../../test/tenant-fixtures.ts';

// Without the test setting, as in production: a channel address on this machine is refused, by
// literal address and by a name that resolves to it (docs/product/integrations.md#chat).
describe('chat connectors without the loopback test setting', () => {
  const api = useApiTest();

  it('refuses an address on this machine, naming the field', async () => {
    const acme = await api.company({ name: 'Acme' });
    for (const url of [
      'https://127.0.0.1:8443/services/x',
      'https://localhost/services/x',
      'https://[::1]/x',
    ]) {
      const response = await api.inject(createChatConnector, {
        as: acme.owner,
        body: {
          name: 'Local',
          kind: 'slack',
          url,
          language: 'en',
          postDecisions: true,
          postDigest: false,
          digestTime: '08:00',
        },
      });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).fields?.map((field) => field.path)).toEqual(['body.url']);
    }
  });
});
