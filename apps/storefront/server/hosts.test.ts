import { describe, expect, it } from 'vitest';
import { createHostResolver, hostOrigin } from './hosts.ts';

const options = {
  hosts: { 'akku.example.fi': 'battery', 'MAC.example.fi': 'mac' },
  defaultBrand: 'battery',
  publicOrigin: 'https://akku.example.fi',
  store: 'fi',
};

describe('host resolution (issue 17: only configured host names are served)', () => {
  it('serves a mapped host as its brand on its own https origin', () => {
    const resolve = createHostResolver(options);
    expect(resolve('mac.example.fi')).toEqual({
      brand: 'mac',
      store: 'fi',
      origin: 'https://mac.example.fi',
    });
    expect(resolve('mac.example.fi:443')).toEqual({
      brand: 'mac',
      store: 'fi',
      origin: 'https://mac.example.fi',
    });
  });

  it("gives an unknown Host the default brand's canonical origin, never its own", () => {
    const resolve = createHostResolver(options);
    expect(resolve('evil.example')).toEqual({
      brand: 'battery',
      store: 'fi',
      origin: 'https://akku.example.fi',
    });
    expect(resolve(null)?.origin).toBe('https://akku.example.fi');
  });

  it('answers nothing (421) for an unknown Host when told to reject', () => {
    const resolve = createHostResolver({ ...options, unknownHost: 'reject' });
    expect(resolve('evil.example')).toBeUndefined();
    expect(resolve('akku.example.fi')?.brand).toBe('battery');
  });

  it('serves the public origin of a development server on its loopback address', () => {
    const resolve = createHostResolver({ ...options, hosts: {}, publicOrigin: 'http://127.0.0.1:3000' });
    expect(resolve('127.0.0.1:3000')).toEqual({
      brand: 'battery',
      store: 'fi',
      origin: 'http://127.0.0.1:3000',
    });
    expect(hostOrigin('localhost:3000')).toBe('http://localhost:3000');
  });
});
