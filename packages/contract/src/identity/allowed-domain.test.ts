import { describe, expect, it } from 'vitest';
import { isAllowedDomain } from './allowed-domain.ts';

describe('isAllowedDomain', () => {
  const origins = ['https://api.atrium.example', 'http://localhost:3000'];

  it('allows a URL on an allowed origin, whatever the path and query', () => {
    expect(isAllowedDomain('https://api.atrium.example/api/Users/current-user?x=1', origins)).toBe(true);
    expect(isAllowedDomain('http://localhost:3000/api', origins)).toBe(true);
  });

  it('ignores :443 for https and :80 for http, on either side', () => {
    expect(isAllowedDomain('https://api.atrium.example:443/api', origins)).toBe(true);
    expect(isAllowedDomain('https://api.atrium.example/api', ['https://api.atrium.example:443'])).toBe(true);
    expect(isAllowedDomain('http://intranet.example:80/x', ['http://intranet.example'])).toBe(true);
    expect(isAllowedDomain('http://intranet.example/x', ['http://intranet.example:80'])).toBe(true);
  });

  it('does not ignore the other scheme’s standard port', () => {
    expect(isAllowedDomain('https://api.atrium.example:80/api', origins)).toBe(false);
    expect(isAllowedDomain('http://intranet.example:443/x', ['http://intranet.example'])).toBe(false);
  });

  it('requires the same scheme and any non-standard port', () => {
    expect(isAllowedDomain('http://api.atrium.example/api', origins)).toBe(false);
    expect(isAllowedDomain('https://api.atrium.example:8443/api', origins)).toBe(false);
    expect(isAllowedDomain('http://localhost:3001/api', origins)).toBe(false);
    expect(isAllowedDomain('http://localhost/api', origins)).toBe(false);
  });

  it('compares host names case-insensitively', () => {
    expect(isAllowedDomain('https://API.Atrium.Example/api', origins)).toBe(true);
    expect(isAllowedDomain('https://api.atrium.example/', ['HTTPS://API.ATRIUM.EXAMPLE'])).toBe(true);
  });

  it('does not let look-alike hosts through', () => {
    expect(isAllowedDomain('https://api.atrium.example.evil.test/api', origins)).toBe(false);
    expect(isAllowedDomain('https://evil-api.atrium.example/api', origins)).toBe(false);
    expect(isAllowedDomain('https://api.atrium.example@evil.test/api', origins)).toBe(false);
    expect(isAllowedDomain('https://evil.test/https://api.atrium.example', origins)).toBe(false);
  });

  it('matches bare-host entries over http or https, standard ports ignored', () => {
    expect(isAllowedDomain('https://api.atrium.example/x', ['api.atrium.example'])).toBe(true);
    expect(isAllowedDomain('http://api.atrium.example:80/x', ['api.atrium.example'])).toBe(true);
    expect(isAllowedDomain('https://api.atrium.example:443/x', ['api.atrium.example'])).toBe(true);
    expect(isAllowedDomain('https://api.atrium.example:444/x', ['api.atrium.example'])).toBe(false);
    expect(isAllowedDomain('http://localhost:3000/x', ['localhost:3000'])).toBe(true);
    expect(isAllowedDomain('http://localhost:3000/x', ['localhost'])).toBe(false);
    expect(isAllowedDomain('http://[::1]:3000/x', ['[::1]:3000'])).toBe(true);
  });

  it('rejects bare entries that are more than a host', () => {
    expect(isAllowedDomain('https://evil.test/x', ['user@evil.test'])).toBe(false);
    expect(isAllowedDomain('https://api.atrium.example/x', ['api.atrium.example/api'])).toBe(false);
  });

  it('never allows relative, unparsable or non-http URLs, or an empty list', () => {
    expect(isAllowedDomain('/api/Users', origins)).toBe(false);
    expect(isAllowedDomain('not a url', origins)).toBe(false);
    expect(isAllowedDomain('ftp://api.atrium.example/file', ['ftp://api.atrium.example'])).toBe(false);
    expect(isAllowedDomain('https://api.atrium.example/api', [])).toBe(false);
    expect(isAllowedDomain('https://api.atrium.example/api', ['', 'garbage://'])).toBe(false);
  });
});
