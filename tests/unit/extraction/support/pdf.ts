// Builds real, small PDF 1.4 files for tests: a catalog, a page tree, one page per entry with the
// standard Helvetica font, and a content stream that writes the given lines. The xref offsets are
// computed from the bytes, so the file is valid for any reader, not only a forgiving one.

/** PDF string literal: backslashes and parentheses escaped; ASCII only (Helvetica's WinAnsi). */
function pdfString(line: string): string {
  return `(${line.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?")})`;
}

function contentStream(lines: string[]): string {
  if (lines.length === 0) return "0.9 g 72 600 200 100 re f"; // a grey box: a page with no text
  const shown = lines.map((l, i) => `${i === 0 ? "" : "T* "}${pdfString(l)} Tj`).join("\n");
  return `BT\n/F1 12 Tf\n16 TL\n72 720 Td\n${shown}\nET`;
}

/** A PDF with one page per entry of `pages`, each page writing its lines top to bottom. */
export function buildPdf(pages: string[][]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  pages.forEach((lines, i) => {
    const pageId = pageIds[i]!;
    const stream = contentStream(lines);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, "latin1");
  const entries = offsets.slice(1).map((o) => `${String(o).padStart(10, "0")} 00000 n \n`);
  body +=
    `xref\n0 ${objects.length}\n0000000000 65535 f \n${entries.join("")}` +
    `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** The eight-byte PNG signature and an IHDR chunk: enough to be unmistakably not a PDF or text. */
export function pngBytes(): Buffer {
  return Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f2c1a20000000049454e44ae426082",
    "hex",
  );
}
