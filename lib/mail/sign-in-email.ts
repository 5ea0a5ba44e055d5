// The magic-link message. Plain and short: the link, how long it lasts, and what to do if unexpected.
import type { OutgoingMail } from "./send";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function signInEmail(to: string, url: string, expires: Date): OutgoingMail {
  const minutes = Math.max(1, Math.round((expires.getTime() - Date.now()) / 60_000));
  const lasts = minutes >= 120 ? `${Math.round(minutes / 60)} hours` : `${minutes} minutes`;
  const text = `Sign in to Styleshelf:\n\n${url}\n\nThe link works once and expires in ${lasts}.\nIf you did not ask for it, ignore this email.\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>Sign in to <strong>Styleshelf</strong>:</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#1f1e1c;color:#fff;border-radius:8px;text-decoration:none">Sign in</a></p>
<p style="color:#666">The link works once and expires in ${lasts}. If you did not ask for it, ignore this email.</p>
</body></html>`;
  return { to, subject: "Your Styleshelf sign-in link", text, html, url };
}
