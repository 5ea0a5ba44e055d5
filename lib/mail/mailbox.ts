// The dev mailbox: without EMAIL_SERVER, outgoing mail is written as JSON files under
// <DATA_DIR>/mailbox/ so sign-in links work on a fresh machine with no SMTP. Only the dev routes
// read it back, and only for callers no one else can be (./mailbox-access.ts devMailboxOpenTo).
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

/** The newest `limit` messages (every one by default), newest first; only those files are read. */
export function listMailbox(limit = Infinity): MailboxMessage[] {
  let names: string[];
  try {
    names = readdirSync(mailboxDir()).filter((n) => n.endsWith(".json"));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  names.sort().reverse();
  const out: MailboxMessage[] = [];
  for (const name of names) {
    if (out.length >= limit) break;
    try {
      out.push(JSON.parse(readFileSync(join(mailboxDir(), name), "utf8")) as MailboxMessage);
    } catch {
      // A file being written right now or edited by hand: skip it rather than fail the list.
    }
  }
  return out;
}

export function latestMailFor(to: string): MailboxMessage | null {
  const wanted = to.trim().toLowerCase();
  return listMailbox().find((m) => m.to.toLowerCase() === wanted) ?? null;
}
