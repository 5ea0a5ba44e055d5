// Runnable examples: fenced ```sh blocks marked `run` hold curl commands on anonymous endpoints that
// the integration tests send to the app, so a documented command that stops working fails the build.
// This reads the small part of curl's syntax the docs use: -s, -i, -G, -X, -H, -d/--data/--data-binary
// (inline text only) and one URL, with quotes and `\` line continuations. Pure.

export interface CurlRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/** Shell words of one command line (single and double quotes, backslash escapes outside quotes). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let cur = "";
  let has = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unclosed ' in: ${line}`);
      cur += line.slice(i + 1, end);
      has = true;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === "\\" && /["\\$`]/.test(line[j + 1] ?? "")) j++;
        cur += line[j];
      }
      if (j >= line.length) throw new Error(`unclosed " in: ${line}`);
      has = true;
      i = j;
    } else if (c === "\\") {
      cur += line[i + 1] ?? "";
      has = true;
      i++;
    } else if (/\s/.test(c)) {
      if (has) words.push(cur);
      cur = "";
      has = false;
    } else if (c === "#" && !has) {
      break; // a comment to the end of the line
    } else {
      cur += c;
      has = true;
    }
  }
  if (has) words.push(cur);
  return words;
}

/** The commands of a shell block: one per line, except inside quotes and after a `\` continuation.
 *  Comment-only lines are dropped. */
export function commands(block: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < block.length; i++) {
    const c = block[i]!;
    if (quote) {
      if (c === quote) quote = null;
      cur += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      cur += c;
    } else if (c === "#" && (cur === "" || /\s$/.test(cur))) {
      // A comment runs to the end of the line (and may hold an apostrophe).
      while (i + 1 < block.length && block[i + 1] !== "\n") i++;
    } else if (c === "\\" && block[i + 1] === "\n") {
      cur += " ";
      i++;
    } else if (c === "\n") {
      out.push(cur);
      cur = "";
    } else {
      cur += c;
    }
  }
  out.push(cur);
  return out.map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
}

export function parseCurl(command: string): CurlRequest {
  const words = shellWords(command);
  if (words[0] !== "curl") throw new Error(`a runnable example must be a curl command: ${command}`);
  let method: string | null = null;
  let url: string | null = null;
  let asQuery = false;
  const headers: Record<string, string> = {};
  const data: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const next = () => {
      const v = words[++i];
      if (v === undefined) throw new Error(`${w} needs a value: ${command}`);
      return v;
    };
    if (w === "-s" || w === "-i" || w === "-sS" || w === "--silent" || w === "--include" || w === "-f") continue;
    else if (w === "-G" || w === "--get") asQuery = true;
    else if (w === "-X" || w === "--request") method = next();
    else if (w === "-H" || w === "--header") {
      const h = next();
      const at = h.indexOf(":");
      if (at < 1) throw new Error(`bad header ${h}`);
      headers[h.slice(0, at).trim().toLowerCase()] = h.slice(at + 1).trim();
    } else if (w === "-d" || w === "--data" || w === "--data-binary" || w === "--data-raw") {
      const v = next();
      if (v.startsWith("@") && w !== "--data-raw") throw new Error(`runnable examples cannot read files (${v}): ${command}`);
      data.push(v);
    } else if (w.startsWith("-")) throw new Error(`unsupported curl option ${w}: ${command}`);
    else if (url === null) url = w;
    else throw new Error(`more than one URL: ${command}`);
  }
  if (!url) throw new Error(`no URL: ${command}`);
  if (/\$\w|\$\{/.test(url) || Object.values(headers).some((v) => /\$\w|\$\{/.test(v))) {
    throw new Error(`runnable examples cannot use shell variables: ${command}`);
  }
  let body: string | null = null;
  if (data.length && asQuery) {
    const u = new URL(url);
    for (const d of data) for (const [k, v] of new URLSearchParams(d)) u.searchParams.append(k, v);
    url = u.toString();
  } else if (data.length) {
    body = data.join("&");
    if (!headers["content-type"]) headers["content-type"] = "application/x-www-form-urlencoded";
  }
  return { method: method ?? (body !== null ? "POST" : "GET"), url, headers, body };
}
