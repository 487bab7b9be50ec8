/** The demo's filing number when SITE_ICP is not set: a placeholder that says what it is. */
export const DEFAULT_SITE_ICP = '*=ICP备案号（演示环境，部署时以 SITE_ICP 配置）';

/**
 * Parses `SITE_ICP` (`gongzhi.cn=粤ICP备…号-1,*.gongzhi.com.cn=…,*=…`) into a lookup: an exact host
 * wins, then a `*.suffix` wildcard, then `*`. Hosts compare without port and case.
 */
export function icpResolver(setting: string | null): (host: string | undefined) => string {
  const entries = (setting ?? DEFAULT_SITE_ICP)
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? null : ([pair.slice(0, at).trim().toLowerCase(), pair.slice(at + 1).trim()] as const);
    })
    .filter((entry): entry is readonly [string, string] => entry !== null);
  const exact = new Map(entries.filter(([host]) => !host.startsWith('*')));
  const wildcards = entries.filter(([host]) => host.startsWith('*.'));
  const fallback = entries.find(([host]) => host === '*')?.[1] ?? '';
  return (rawHost) => {
    const host = (rawHost ?? '').replace(/:\d+$/, '').toLowerCase();
    const direct = exact.get(host);
    if (direct !== undefined) return direct;
    const wildcard = wildcards.find(([pattern]) => host.endsWith(pattern.slice(1)));
    return wildcard ? wildcard[1] : fallback;
  };
}
