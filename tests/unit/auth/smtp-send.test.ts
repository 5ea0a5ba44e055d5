// With EMAIL_SERVER set, sign-in mail goes out over real SMTP through Nodemailer. A minimal local SMTP
// listener (plain RFC 5321 dialogue, no auth, no TLS) receives it, so the production path is exercised
// end to end without a mail provider.
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMail } from "@/lib/mail/send";

interface Received {
  from: string;
  to: string[];
  data: string;
}

let server: Server;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current: Received = { from: "", to: [], data: "" };
    socket.write("220 test.local ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: "", to: [], data: "" };
          socket.write("250 OK queued\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 test.local\r\n");
        else if (verb === "MAIL") (current.from = line), socket.write("250 OK\r\n");
        else if (verb === "RCPT") current.to.push(line), socket.write("250 OK\r\n");
        else if (verb === "DATA") (inData = true), socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        else if (verb === "QUIT") socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  delete process.env.EMAIL_SERVER;
  delete process.env.EMAIL_FROM;
  await new Promise((ok) => server.close(ok));
});

describe("sendMail over SMTP", () => {
  it("delivers the message to the configured server, from EMAIL_FROM", async () => {
    process.env.EMAIL_SERVER = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    process.env.EMAIL_FROM = "Styleshelf <signin@styleshelf.test>";
    await sendMail({
      to: "maren@example.com",
      subject: "Sign in to Styleshelf",
      text: "Open this link to sign in: https://styleshelf.test/api/auth/callback/nodemailer?token=abc",
      html: "<p>Open this link</p>",
      url: "https://styleshelf.test/api/auth/callback/nodemailer?token=abc",
    });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toContain("signin@styleshelf.test");
    expect(mail!.to.join()).toContain("maren@example.com");
    expect(mail!.data).toMatch(/^Subject: Sign in to Styleshelf$/m);
    // Bodies travel quoted-printable, where "=" is written "=3D".
    expect(mail!.data).toMatch(/token=(3D)?abc/);
  });
});
