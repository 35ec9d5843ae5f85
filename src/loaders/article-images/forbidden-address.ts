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
  // IANA's special-purpose registries, the ranges not globally reachable: protocol assignments
  // (192.0.0.0/24; 2001::/23, with Teredo), benchmarking, documentation, the 6to4 relay
  // anycast, NAT64's local-use prefix, discard-only, SRv6 segment identifiers.
  [
    'a special-purpose',
    [
      ['192.0.0.0', 24, 'ipv4'],
      ['192.0.2.0', 24, 'ipv4'],
      ['192.88.99.0', 24, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'],
      ['64:ff9b:1::', 48, 'ipv6'],
      ['100::', 64, 'ipv6'],
      ['2001::', 23, 'ipv6'],
      ['2001:db8::', 32, 'ipv6'],
      ['3fff::', 20, 'ipv6'],
      ['5f00::', 16, 'ipv6'],
    ],
  ],
];

const lists = ranges.map(([kind, subnets]) => {
  const list = new BlockList();
  for (const [address, prefix, family] of subnets) list.addSubnet(address, prefix, family);
  return { kind, list, loopback: kind === 'a loopback' };
});

/** The 16 bytes of an IPv6 address (valid, as isIP said; without a zone). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const words = [...before, ...Array(8 - before.length - after.length).fill('0'), ...after];
  return words.flatMap((word) => {
    const value = parseInt(word, 16);
    return [value >> 8, value & 0xff];
  });
}

const zeros = (bytes: number[], from: number, to: number) =>
  bytes.slice(from, to).every((byte) => byte === 0);
const quad = (bytes: number[], at: number, flip = 0) =>
  bytes
    .slice(at, at + 4)
    .map((byte) => byte ^ flip)
    .join('.');

/**
 * The IPv4 addresses an IPv6 address carries, in every form a network may turn into IPv4
 * traffic: IPv4-compatible (::a.b.c.d), IPv4-mapped (::ffff:a.b.c.d), IPv4-translated
 * (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:aabb:ccdd::), Teredo (its server,
 * and its client stored inverted) and ISATAP (…:5efe:a.b.c.d).
 */
export function embeddedIpv4(address: string): string[] {
  const bytes = ipv6Bytes(address);
  const found: string[] = [];
  if (zeros(bytes, 0, 12) && !zeros(bytes, 12, 14)) found.push(quad(bytes, 12));
  if (zeros(bytes, 0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) found.push(quad(bytes, 12));
  if (zeros(bytes, 0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(bytes, 10, 12)) {
    found.push(quad(bytes, 12));
  }
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) {
    if (zeros(bytes, 4, 12)) found.push(quad(bytes, 12));
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) found.push(quad(bytes, 2));
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && zeros(bytes, 2, 4)) {
    found.push(quad(bytes, 4), quad(bytes, 12, 0xff));
  }
  if (
    (bytes[8] === 0 || bytes[8] === 2) &&
    bytes[9] === 0 &&
    bytes[10] === 0x5e &&
    bytes[11] === 0xfe
  ) {
    found.push(quad(bytes, 12));
  }
  return found;
}

/**
 * What `address` (an IP address) is when the build may not connect to it, e.g. "a loopback
 * address", or null when it may. `allowLoopback` lets the local stack reach its own image
 * servers (127.0.0.0/8 and ::1, also inside an IPv6 address), never the other ranges. An IPv6
 * address is refused as the IPv4 address it carries would be (embeddedIpv4). Anything that is
 * not an IP address is refused.
 */
export function forbiddenKind(address: string, { allowLoopback = false } = {}): string | null {
  const bare = address.replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 0) return 'not an IP address';
  const family: Family = version === 4 ? 'ipv4' : 'ipv6';
  for (const { kind, list, loopback } of lists) {
    if (loopback && allowLoopback) continue;
    if (list.check(bare, family)) return `${kind} address`;
  }
  if (family === 'ipv6') {
    for (const inside of embeddedIpv4(bare)) {
      const kind = forbiddenKind(inside, { allowLoopback });
      if (kind) return kind;
    }
  }
  return null;
}

/** Why the build may not connect to `address`, e.g. "127.0.0.1 is a loopback address", or null. */
export function forbiddenAddress(address: string, options: { allowLoopback?: boolean } = {}) {
  const kind = forbiddenKind(address, options);
  return kind && `${address} is ${kind}`;
}
