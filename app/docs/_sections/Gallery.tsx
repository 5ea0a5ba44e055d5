// Searching the gallery and compiling a style: the website first, then the same thing over the API.
import { LIMITS, SEARCH_SORTS } from "@/lib/api/queries";
import { FORMAT_INFO, FORMATS } from "@/lib/compile/formats";
import { CATEGORIES } from "@/lib/styles/categories";
import { SECTION_IDS } from "@/lib/styles/sections";
import { C, Code } from "../_components/Code";
import styles from "../docs.module.css";

const EXAMPLE = "risograph-zine-k2f9";

export function Searching({ base }: { base: string }) {
  return (
    <section className={styles.section} aria-labelledby="searching">
      <h2 id="searching">Searching the gallery</h2>
      <p>
        On the <a href="/">gallery</a>, type what you are after (an aesthetic, a mood, a discipline, a few keywords), pick a
        category, and sort by <em>popular</em> or <em>recent</em>. Each result links to the style&rsquo;s page with its
        palette, reference images and every compiled format.
      </p>
      <p>
        Over the API, <C>GET /styles</C> is the same search. It needs no token.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Query parameters of GET /styles</caption>
          <thead>
            <tr>
              <th scope="col">Parameter</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <C>query</C>
              </th>
              <td>Free text, up to {LIMITS.query} characters. Each word matches its best field: name, tags, category, description.</td>
            </tr>
            <tr>
              <th scope="row">
                <C>category</C>
              </th>
              <td>
                One of {CATEGORIES.map((c, i) => (
                  <span key={c.id}>
                    {i > 0 ? ", " : null}
                    <C>{c.id}</C>
                  </span>
                ))}
                .
              </td>
            </tr>
            <tr>
              <th scope="row">
                <C>sort</C>
              </th>
              <td>
                {SEARCH_SORTS.map((s, i) => (
                  <span key={s}>
                    {i > 0 ? " or " : null}
                    <C>{s}</C>
                  </span>
                ))}{" "}
                (default <C>recent</C>).
              </td>
            </tr>
            <tr>
              <th scope="row">
                <C>limit</C>, <C>offset</C>
              </th>
              <td>
                Page size 1&ndash;25 (default 8) and where the page starts (0&ndash;200). Pass back <C>nextOffset</C> until{" "}
                <C>hasMore</C> is false.
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <Code id="search" title="Search for risograph looks, three at a time">{`curl '${base}/styles?query=risograph&limit=3'`}</Code>
      <p>
        The answer lists style cards (<C>name</C>, <C>slug</C>, <C>author</C>, <C>url</C>, <C>palette</C>, …) and an{" "}
        <C>attribution</C> line. When a first page matches nothing it also names the categories worth a retry in{" "}
        <C>availableCategories</C>.
      </p>
    </section>
  );
}

export function Compiling({ base, site }: { base: string; site: string }) {
  return (
    <section className={styles.section} aria-labelledby="compiling">
      <h2 id="compiling">Compiling a style</h2>
      <p>
        A style is compiled on the server into the dialect your tool understands. On a style&rsquo;s page every format is
        one click away with a Copy button; over the API you ask for one with <C>format=</C>.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>The {FORMATS.length} formats</caption>
          <thead>
            <tr>
              <th scope="col">Format</th>
              <th scope="col">For</th>
              <th scope="col">What you get</th>
            </tr>
          </thead>
          <tbody>
            {FORMATS.map((f) => (
              <tr key={f}>
                <th scope="row">
                  <C>{f}</C>
                </th>
                <td>{FORMAT_INFO[f].label}</td>
                <td>
                  {FORMAT_INFO[f].hint}
                  {FORMAT_INFO[f].visualOnly ? ". Visual instructions only: writing voice is left out." : "."}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <C>json</C> answers <C>application/json</C>; every other format answers <C>text/markdown</C>. Guardrails follow each
        tool&rsquo;s habits: &ldquo;Avoid &hellip;&rdquo; prose, a <C>--no</C> list, an <C>Exclude:</C> section, or (for
        Flux, which has no negative prompt) their positive alternatives.
      </p>

      <h3 id="compile-options">Options</h3>
      <ul className={styles.bullets}>
        <li>
          <C>sections=palette,mood</C> keeps only the listed sections, to save tokens. Ids: {SECTION_IDS.join(", ")}; an
          unknown id is a 400.
        </li>
        <li>
          <C>compact=1</C> strips boilerplate (the preamble and the closing enforcement line).
        </li>
        <li>
          <C>raw=1</C> leaves out the title, byline and attribution, so you get exactly the compiled spec: what you paste
          into an image tool.
        </li>
      </ul>
      <Code id="midjourney" title="A Midjourney prompt line, nothing else">{`curl '${base}/styles/${EXAMPLE}?format=midjourney&raw=1'`}</Code>
      <Code id="sections" title="Only the palette and the mood, without boilerplate">{`curl '${base}/styles/${EXAMPLE}?sections=palette,mood&compact=1'`}</Code>

      <h3 id="refs">Which style: the ref</h3>
      <p>
        The path segment after <C>/styles/</C> is a <em>ref</em>: a share slug such as <C>{EXAMPLE}</C>, or a share URL
        (URL-encode it so it stays one path segment). With a bearer token that may read your library, your own private
        styles also resolve by their id or their builder URL. A style&rsquo;s name is not a ref: search for it first.
      </p>
      <Code id="ref-url" title="A share URL as the ref, URL-encoded">{`curl '${base}/styles/${encodeURIComponent(`${site}/share/${EXAMPLE}`)}?format=flux&raw=1'`}</Code>

      <h3 id="caching">Headers and caching</h3>
      <p>
        Compiled responses carry <C>X-Service-Canonical-Url</C> (the public page to link when you credit the style),{" "}
        <C>X-Token-Count</C> (its size in tokens) and an <C>ETag</C>. Send the ETag back as <C>If-None-Match</C>: an unchanged
        style answers <C>304 Not Modified</C> with no body.
      </p>
      <Code id="etag" title="Fetch once, then revalidate with the ETag">{`ETAG=$(curl -s -o /dev/null -D - '${base}/styles/${EXAMPLE}' | grep -i '^etag:' | cut -d' ' -f2 | tr -d '\\r')
curl -i -H "If-None-Match: $ETAG" '${base}/styles/${EXAMPLE}'   # HTTP/1.1 304 Not Modified`}</Code>

      <h3 id="markdown-pages">Markdown pages</h3>
      <p>
        Every public style page has a Markdown twin for agents and scripts: append <C>.md</C> to its address, or ask for{" "}
        <C>Accept: text/markdown</C>. You get the identification header (name, description, tags, author, palette,
        canonical URL) and the <C>default</C> format.
      </p>
      <Code id="share-md" title="A style page as Markdown">{`curl '${site}/share/${EXAMPLE}.md'
curl -H 'Accept: text/markdown' '${site}/share/${EXAMPLE}'`}</Code>
    </section>
  );
}
