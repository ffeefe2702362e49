/** The operating system and browser of a session, read from its User-Agent (account.md §3 "Activity session"). */
export interface DeviceInfo {
  readonly os: string | null;
  readonly browser: string | null;
}

// First match wins: order matters (Edge and Opera also say Chrome, Chrome also says Safari).
const systems: readonly (readonly [RegExp, string])[] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
const browsers: readonly (readonly [RegExp, string])[] = [
  [/YaBrowser\/(\d+)/, 'Yandex Browser'],
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

/** Names the OS and the browser (with its major version) of `userAgent`; null when unknown. */
export function parseUserAgent(userAgent: string | undefined): DeviceInfo {
  const text = userAgent ?? '';
  const os = systems.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  let browser: string | null = null;
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(text);
    if (match !== null) {
      browser = `${name} ${match[1] ?? ''}`.trim();
      break;
    }
  }
  return { os, browser };
}
