// The answer of the dev mailbox routes where they are switched off: the same 404 as any unknown path,
// so a deployment does not even reveal that the routes exist.
export function mailboxNotFound(): Response {
  return Response.json({ error: "not_found", message: "Not found" }, { status: 404 });
}
