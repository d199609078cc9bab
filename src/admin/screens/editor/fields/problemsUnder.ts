/** Problems under `key`, re-rooted ("slides.0.src" under "slides" is "0.src"). */
export function problemsUnder(problems: Record<string, string>, key: string): Record<string, string> {
  const nested: Record<string, string> = {};
  for (const [path, message] of Object.entries(problems)) if (path.startsWith(`${key}.`)) nested[path.slice(key.length + 1)] = message;
  return nested;
}
