// Embedded blob store: files under <DATA_DIR>/blobs, served by app/blobs/[...key]/route.ts.
// Single-machine only: every instance must share the folder.
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { BlobStore, ListedBlob } from "./store";

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  // Clip samples, under the extensions lib/builder/sample-clip.ts gives them.
  ".webm": "video/webm",
  ".weba": "audio/webm",
  ".mp4": "video/mp4",
  ".m4a": "audio/mp4",
  ".mov": "video/quicktime",
  ".mkv": "video/x-matroska",
  ".ogv": "video/ogg",
  ".ogg": "audio/ogg",
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
  ".flac": "audio/flac",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
};

export function contentTypeFor(key: string): string {
  const ext = key.slice(key.lastIndexOf(".")).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}

/** `publicBaseUrl` empty (the app's choice) stores site-relative URLs (`/blobs/<key>`), which readers
 *  resolve against SITE_URL, so a change of origin never strands stored URLs. */
export function createEmbeddedBlobStore(root: string, publicBaseUrl = ""): BlobStore {
  const base = resolve(root);
  const pathFor = (key: string) => {
    const full = resolve(join(base, key));
    if (!full.startsWith(base + sep)) throw new Error(`blob key escapes the store: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
      return { key, url: `${publicBaseUrl.replace(/\/+$/, "")}/blobs/${key}` };
    },
    async get(key) {
      try {
        return { data: await readFile(pathFor(key)), contentType: contentTypeFor(key) };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathFor(key), { force: true });
    },
    // Keys are paths, so a prefix is a folder and the start of a name in it. A file's modification
    // time is when it was written: the put that stored it.
    async list(prefix) {
      const slash = prefix.lastIndexOf("/");
      const folder = join(base, prefix.slice(0, slash + 1));
      let names: string[];
      try {
        names = await readdir(folder, { recursive: true });
      } catch {
        return []; // no such folder: nothing stored under it
      }
      const listed: ListedBlob[] = [];
      for (const name of names) {
        const path = join(folder, name);
        const key = relative(base, path).split(sep).join("/");
        if (!key.startsWith(prefix)) continue;
        const info = await stat(path).catch(() => null);
        if (info?.isFile()) listed.push({ key, uploadedAt: info.mtime });
      }
      return listed;
    },
  };
}
