import { absoluteFormat, relativeTime } from "./relative-time";

export function When({ iso }: { iso: string }) {
  const absolute = `${absoluteFormat.format(new Date(iso))} UTC`;
  return (
    <time dateTime={iso} title={absolute}>
      {relativeTime(iso)}
    </time>
  );
}
