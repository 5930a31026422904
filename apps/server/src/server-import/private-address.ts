import { BlockList, isIP } from 'node:net';

/**
 * Addresses an import reaches only when IMPORT_ALLOWED_HOSTS lists the host
 * (docs/import-from-server.md#security): "this network", loopback, private (RFC 1918),
 * shared (carrier-grade NAT, where some clouds answer metadata), link-local (cloud metadata
 * at 169.254.169.254), benchmarking, multicast and reserved ranges; in IPv6 the unspecified
 * and loopback addresses, unique-local (fc00::/7, with fd00:ec2::254), link-local and
 * multicast. An IPv4 address written in IPv6 (::ffff:a.b.c.d) is judged as IPv4.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv4-mapped IPv6 address stands for, or null. */
function mappedIpv4(address: string): string | null {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const high = Number.parseInt(match[1] as string, 16);
  const low = Number.parseInt(match[2] as string, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Whether an IP address (v4 or v6, without brackets) is private, local or reserved. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = mappedIpv4(address);
    return v4 !== null ? blocked.check(v4, 'ipv4') : blocked.check(address, 'ipv6');
  }
  // Not an address at all: never treated as a public one.
  return true;
}
