// "3 hours ago" for rows with a time (the library's lists, the check-email page's sign-in links).
// Rendered on the server per request (those pages are dynamic), so the wording is fresh on every
// visit; the exact time stays in <time dateTime> and its title.
const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
export const absoluteFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return "just now";
}
