import { describe, expect, it } from 'vitest';
import { forbiddenAddress } from '../../src/loaders/article-images/forbidden-address';

const why = (address: string, allowLoopback = false) =>
  forbiddenAddress(address, { allowLoopback });

describe('forbiddenAddress', () => {
  it('refuses loopback, private, link-local and other non-public IPv4 addresses', () => {
    expect(
      Object.fromEntries(
        [
          '127.0.0.1',
          '127.255.0.9',
          '10.0.0.1',
          '172.16.0.1',
          '172.31.255.254',
          '192.168.1.1',
          '169.254.169.254',
          '100.64.0.1',
          '0.0.0.0',
          '224.0.0.251',
          '255.255.255.255',
        ].map((address) => [address, why(address)]),
      ),
    ).toEqual({
      '127.0.0.1': '127.0.0.1 is a loopback address',
      '127.255.0.9': '127.255.0.9 is a loopback address',
      '10.0.0.1': '10.0.0.1 is a private address',
      '172.16.0.1': '172.16.0.1 is a private address',
      '172.31.255.254': '172.31.255.254 is a private address',
      '192.168.1.1': '192.168.1.1 is a private address',
      '169.254.169.254': '169.254.169.254 is a link-local address',
      '100.64.0.1': '100.64.0.1 is a carrier-grade NAT address',
      '0.0.0.0': "0.0.0.0 is a 'this host' address",
      '224.0.0.251': '224.0.0.251 is a multicast address',
      '255.255.255.255': '255.255.255.255 is a reserved address',
    });
  });

  it('refuses the same in IPv6, also IPv4-mapped and NAT64 forms', () => {
    expect(why('::1')).toBe('::1 is a loopback address');
    expect(why('::')).toBe(":: is a 'this host' address");
    expect(why('fc00::1')).toBe('fc00::1 is a private address');
    expect(why('fd12:3456::1')).toBe('fd12:3456::1 is a private address');
    expect(why('fe80::1')).toBe('fe80::1 is a link-local address');
    expect(why('fe80::1%eth0')).toBe('fe80::1%eth0 is a link-local address');
    expect(why('ff02::1')).toBe('ff02::1 is a multicast address');
    expect(why('::ffff:127.0.0.1')).toBe('::ffff:127.0.0.1 is a loopback address');
    expect(why('::ffff:7f00:1')).toBe('::ffff:7f00:1 is a loopback address');
    expect(why('::ffff:10.1.2.3')).toBe('::ffff:10.1.2.3 is a private address');
    expect(why('::ffff:a9fe:a9fe')).toBe('::ffff:a9fe:a9fe is a link-local address');
    expect(why('64:ff9b::192.168.0.1')).toBe('64:ff9b::192.168.0.1 is a private address');
  });

  it('refuses every IPv6 form that carries a refused IPv4 address', () => {
    expect(why('::7f00:1')).toBe('::7f00:1 is a loopback address');
    expect(why('::127.0.0.1')).toBe('::127.0.0.1 is a loopback address');
    expect(why('::ffff:0:7f00:1')).toBe('::ffff:0:7f00:1 is a loopback address');
    expect(why('::ffff:0:10.0.0.1')).toBe('::ffff:0:10.0.0.1 is a private address');
    expect(why('2002:7f00:1::')).toBe('2002:7f00:1:: is a loopback address');
    expect(why('2002:a9fe:a9fe::1')).toBe('2002:a9fe:a9fe::1 is a link-local address');
    expect(why('fe80::5efe:10.0.0.1')).toBe('fe80::5efe:10.0.0.1 is a link-local address');
    expect(why('2606:4700::5efe:7f00:1')).toBe('2606:4700::5efe:7f00:1 is a loopback address');
    expect(why('64:ff9b::7f00:1')).toBe('64:ff9b::7f00:1 is a loopback address');
  });

  it("refuses IANA's special-purpose ranges that are not globally reachable", () => {
    for (const address of [
      '198.18.0.1',
      '198.19.255.254',
      '192.0.0.8',
      '192.0.2.10',
      '198.51.100.7',
      '203.0.113.200',
      '192.88.99.1',
      '2001:db8::1',
      '2001::1',
      '100::1',
      '64:ff9b:1::a',
      '3fff::1',
      '5f00::1',
    ]) {
      expect(why(address)).toBe(`${address} is a special-purpose address`);
    }
  });

  it('lets public addresses through', () => {
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '192.169.0.1',
      '100.128.0.1',
      '151.101.1.1',
      '2606:4700::6810:84e5',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '2002:808:808::1',
      '198.20.0.1',
      '203.0.114.1',
      '2a00:1450:4001:82f::200e',
    ]) {
      expect([address, why(address)]).toEqual([address, null]);
    }
  });

  it('allows loopback, and only loopback, for the local stack', () => {
    expect(why('127.0.0.1', true)).toBeNull();
    expect(why('::1', true)).toBeNull();
    expect(why('::ffff:127.0.0.1', true)).toBeNull();
    expect(why('::ffff:0:10.0.0.1', true)).toBe('::ffff:0:10.0.0.1 is a private address');
    expect(why('10.0.0.1', true)).toBe('10.0.0.1 is a private address');
    expect(why('169.254.169.254', true)).toBe('169.254.169.254 is a link-local address');
    expect(why('0.0.0.0', true)).toBe("0.0.0.0 is a 'this host' address");
  });

  it('refuses what is not an IP address', () => {
    expect(why('localhost')).toBe('localhost is not an IP address');
  });
});
