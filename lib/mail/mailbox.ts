// The dev mailbox: without EMAIL_SERVER, outgoing mail is written as JSON files under
// <DATA_DIR>/mailbox/ so sign-in links work on a fresh machine with no SMTP. The check-email page
// reads back the one link its browser asked for, and the JSON routes the rest only where opted in
// (./mailbox-access.ts).
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dataDir } from "@/lib/config";

export interface MailboxMessage {
  to: string;
  subject: string;
  url: string;
  text: string;
  createdAt: string;
}

function mailboxDir(): string {
  return join(dataDir(), "mailbox");
}

let lastStamp = 0;

export function writeMailboxMessage(message: Omit<MailboxMessage, "createdAt">): MailboxMessage {
  const full: MailboxMessage = { ...message, createdAt: new Date().toISOString() };
  mkdirSync(mailboxDir(), { recursive: true });
  // Time first so names sort chronologically, strictly increasing within this process (two mails in
  // one millisecond keep their order); the random tail keeps other processes' files apart.
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  const name = `${lastStamp.toString().padStart(15, "0")}-${randomBytes(4).toString("hex")}.json`;
  writeFileSync(join(mailboxDir(), name), JSON.stringify(full, null, 2), { mode: 0o600 });
  return full;
}

/** The messages, newest first, each file read only when it is reached. */
function* newestFirst(): Generator<MailboxMessage> {
  let names: string[];
  try {
    names = readdirSync(mailboxDir()).filter((n) => n.endsWith(".json"));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  names.sort().reverse();
  for (const name of names) {
    try {
      yield JSON.parse(readFileSync(join(mailboxDir(), name), "utf8")) as MailboxMessage;
    } catch {
      // A file being written right now or edited by hand: skip it rather than fail the list.
    }
  }
}

/** The newest `limit` messages (every one by default), newest first; only those files are read. */
export function listMailbox(limit = Infinity): MailboxMessage[] {
  const out: MailboxMessage[] = [];
  if (limit <= 0) return out;
  for (const message of newestFirst()) {
    out.push(message);
    if (out.length >= limit) break;
  }
  return out;
}

/** The newest message to `to`, reading files only until it is found. */
export function latestMailFor(to: string): MailboxMessage | null {
  const wanted = to.trim().toLowerCase();
  for (const message of newestFirst()) if (message.to.toLowerCase() === wanted) return message;
  return null;
}
