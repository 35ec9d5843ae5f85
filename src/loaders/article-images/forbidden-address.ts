import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

/**
 * Addresses an owner's image may never be fetched from by a deploy build: they reach the build
 * machine itself or its network (the local gateway, a database, a cloud's metadata service),
 * never a host that serves the owner's images. By what each range is, for the build log.
 */
const ranges: [kind: string, subnets: [address: string, prefix: number, family: Family][]][] = [
  [
    'a loopback',
    [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
  ],
  [
    'a private',
    [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      ['fc00::', 7, 'ipv6'],
      // Site-local, deprecated, still private where used.
      ['fec0::', 10, 'ipv6'],
    ],
  ],
  [
    'a link-local',
    [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
  ],
  ['a carrier-grade NAT', [['100.64.0.0', 10, 'ipv4']]],
  // 0.0.0.0 and :: connect to this machine on Linux.
  [
    "a 'this host'",
    [
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ],
  ],
  [
    'a multicast',
    [
      ['224.0.0.0', 4, 'ipv4'],
      ['ff00::', 8, 'ipv6'],
    ],
  ],
  // 240/4, 255.255.255.255 (broadcast) included.
  ['a reserved', [['240.0.0.0', 4, 'ipv4']]],
];

/**
 * IPv6 forms that carry an IPv4 address: IPv4-mapped (::ffff:a.b.c.d, which Node's BlockList
 * also matches against IPv4 rules by itself) and NAT64 (64:ff9b::a.b.c.d, which a gateway turns
 * into a.b.c.d on a network that has one).
 */
const ipv4Within = ['::ffff:', '64:ff9b::'];

const lists = ranges.map(([kind, subnets]) => {
  const list = new BlockList();
  for (const [address, prefix, family] of subnets) {
    list.addSubnet(address, prefix, family);
    if (family === 'ipv4') {
      for (const within of ipv4Within) list.addSubnet(`${within}${address}`, 96 + prefix, 'ipv6');
    }
  }
  return { kind, list, loopback: kind === 'a loopback' };
});

/**
 * What `address` (an IP address) is when the build may not connect to it, e.g. "a loopback
 * address", or null when it may. `allowLoopback` lets the local stack reach its own image
 * servers (127.0.0.0/8 and ::1, also IPv4-mapped), never the other ranges. Anything that is not
 * an IP address is refused.
 */
export function forbiddenKind(address: string, { allowLoopback = false } = {}): string | null {
  const version = isIP(address.replace(/%.*$/, ''));
  if (version === 0) return 'not an IP address';
  const family: Family = version === 4 ? 'ipv4' : 'ipv6';
  for (const { kind, list, loopback } of lists) {
    if (loopback && allowLoopback) continue;
    if (list.check(address, family)) return `${kind} address`;
  }
  return null;
}

/** Why the build may not connect to `address`, e.g. "127.0.0.1 is a loopback address", or null. */
export function forbiddenAddress(address: string, options: { allowLoopback?: boolean } = {}) {
  const kind = forbiddenKind(address, options);
  return kind && `${address} is ${kind}`;
}
