// The listed remixes of a style on its share page: newest first, a few at most, with how many there
// are in all. Only styles in the gallery are counted or named; a private remix stays its owner's.
import Link from "next/link";
import type { SharedStyle } from "@/lib/gallery/share";
import { sitePath } from "../../_components/urls";
import common from "@/app/_components/page.module.css";
import share from "./share-page.module.css";
import css from "./versions.module.css";

export function RemixList({ name, remixes, signedIn }: { name: string; remixes: SharedStyle["remixes"]; signedIn: boolean }) {
  const { count, latest } = remixes;
  return (
    <section className={share.remixes} aria-labelledby="remixes-title">
      <h2 id="remixes-title">Remixes</h2>
      {count === 0 ? (
        <p className={`${common.hint} ${share.hint}`}>
          No one has published a remix of {name} yet. {signedIn ? "Remix" : "Sign in and remix"} it to make your own version; once
          you publish it, it is listed here.
        </p>
      ) : (
        <>
          <p className={`${common.hint} ${share.hint}`}>
            {count === 1
              ? "1 remix in the gallery:"
              : `${count.toLocaleString("en")} remixes in the gallery${count > latest.length ? `; the newest ${latest.length}:` : ", newest first:"}`}
          </p>
          <ul className={css.remixList} role="list">
            {latest.map((r) => (
              <li key={r.url}>
                <Link href={sitePath(r.url)}>{r.name}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
