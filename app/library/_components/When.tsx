import { absoluteFormat, relativeTime } from "../_lib/time";

export function When({ iso }: { iso: string }) {
  const absolute = `${absoluteFormat.format(new Date(iso))} UTC`;
  return (
    <time dateTime={iso} title={absolute}>
      {relativeTime(iso)}
    </time>
  );
}
