// STYLE.md: the document format, downloading one, and the linter (POST /style-md/validate).
import { GENERATOR_ID } from "@/lib/stylemd/generator";
import { C, Code } from "../_components/Code";
import styles from "../docs.module.css";

const SAMPLE = `---
name: Night Market
description: Lantern light on wet streets, busy and warm.
generator: ${GENERATOR_ID}
sections: [palette, mood]
palette: ["#0B1D3A", "#FF6B35"]
---

## Palette
- Ink navy #0B1D3A: shadows
- Lantern orange #FF6B35: highlights

## Mood
Warm, crowded, after dark.`;

export function StyleMd({ base }: { base: string }) {
  return (
    <section className={styles.section} aria-labelledby="style-md">
      <h2 id="style-md">STYLE.md</h2>
      <p>
        STYLE.md is a plain Markdown file that carries a style into a repository, a design handoff or a coding
        agent&rsquo;s context: YAML frontmatter (<C>name</C>, <C>description</C>, <C>generator</C>, <C>sections</C>, and
        optionally <C>palette</C>, <C>tags</C>, <C>source</C>), then one <C>## Section</C> per declared section.
      </p>
      <Code id="stylemd-sample" title="A small STYLE.md">{SAMPLE}</Code>
      <p>
        Download any public style as STYLE.md from its page, or with <C>format=stylemd</C>, or from its own address:
      </p>
      <Code id="stylemd-get" title="Download a style as STYLE.md">{`curl -o STYLE.md '${base}/styles/founder-letter-p7qd/style.md'`}</Code>

      <h3 id="validate">Checking a file: the linter</h3>
      <p>
        <C>POST /style-md/validate</C> checks a document without a token. Send the file itself as <C>text/markdown</C>, or
        JSON <C>{`{"text": "…"}`}</C>. A document with problems still answers 200: read <C>valid</C>, then the{" "}
        <C>errors</C> and <C>warnings</C>, each with its line number.
      </p>
      <Code id="validate-file" title="Lint a file">{`curl -X POST -H 'Content-Type: text/markdown' --data-binary @STYLE.md '${base}/style-md/validate'`}</Code>
      <Code id="validate-json" title="Lint text sent as JSON, and what comes back">{`curl -X POST -H 'Content-Type: application/json' \\
  -d '{"text": "---\\nname: Draft\\nsections: [mood]\\n---\\n\\nWarm and quiet.\\n"}' \\
  '${base}/style-md/validate'
# {"valid":true,"errors":[],
#  "warnings":["line 1: frontmatter has no \`generator:\` line (expected \`generator: ${GENERATOR_ID}\`)",
#              "line 6: the body has no \`##\` section headings"],
#  "meta":{"name":"Draft","generator":null,"sections":["mood"]}}`}</Code>
      <div className={styles.columns}>
        <div>
          <h4>Errors (the file is not valid)</h4>
          <ul className={styles.bullets}>
            <li>No YAML frontmatter (<C>---</C> delimited) at the top.</li>
            <li>
              The <C>sections:</C> list is missing, empty, or names an unknown section.
            </li>
            <li>Nothing after the frontmatter.</li>
            <li>A malformed hex colour (use #RGB, #RGBA, #RRGGBB or #RRGGBBAA).</li>
          </ul>
        </div>
        <div>
          <h4>Warnings</h4>
          <ul className={styles.bullets}>
            <li>
              No <C>name:</C> in the frontmatter.
            </li>
            <li>
              No <C>generator:</C> line (ours is <C>{GENERATOR_ID}</C>).
            </li>
            <li>
              No <C>##</C> headings in the body.
            </li>
            <li>A section declared in the frontmatter with no matching heading.</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
