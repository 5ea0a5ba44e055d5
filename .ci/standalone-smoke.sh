#!/usr/bin/env bash
# The self-hosting path (Dockerfile): Next.js's standalone server, assembled as the Dockerfile does,
# started with no environment but a data folder, must migrate, seed and serve the gallery.
# Usage: .ci/standalone-smoke.sh [dist dir, default .next] (built with NEXT_OUTPUT=standalone).
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${1:-.next}"
[ -f "$dist/standalone/server.js" ] || { echo "no standalone build in $dist (build with NEXT_OUTPUT=standalone)"; exit 1; }
root=$(mktemp -d)
data=$(mktemp -d)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
# What the Dockerfile's final stage copies.
cp -r "$dist/standalone/." "$root/"
mkdir -p "$root/$(basename "$dist")"
cp -r "$dist/static" "$root/$(basename "$dist")/static"
cp -r "$dist/embedded-template" "$root/$(basename "$dist")/embedded-template"
cp "$dist/text-thread.cjs" "$root/$(basename "$dist")/text-thread.cjs"
cp -r public "$root/public"
# server.js makes its own folder the working directory.
env -i PATH="$PATH" HOME="$HOME" NODE_ENV=production DATA_DIR="$data" PORT="$port" HOSTNAME=127.0.0.1 \
  NEXT_TELEMETRY_DISABLED=1 setsid node "$root/server.js" >"$data/server.log" 2>&1 &
pid=$!
trap 'kill -- -"$pid" 2>/dev/null || true; rm -rf "$root" "$data"' EXIT
status=000
for _ in $(seq 1 90); do
  status=$(curl -s -o "$data/styles.json" -w '%{http_code}' "http://127.0.0.1:$port/api/v1/styles?limit=25" || true)
  [ "$status" = "200" ] && break
  sleep 1
done
if [ "$status" != "200" ]; then echo "standalone: GET /api/v1/styles answered $status"; cat "$data/server.log"; exit 1; fi
node -e '
const b = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
if (!(b.count >= 40)) { console.error("standalone: gallery not seeded", b); process.exit(1); }
const hero = b.styles.find((s) => s.heroImage);
if (!hero) { console.error("standalone: no card has a hero image"); process.exit(1); }
console.log(`standalone: GET /api/v1/styles 200, ${b.count} styles; hero ${hero.heroImage}`);
require("fs").writeFileSync(process.argv[2], hero.heroImage);
' "$data/styles.json" "$data/hero.txt"
for path in / /share/risograph-zine-k2f9 /docs "$(sed "s|^https\?://[^/]*||" "$data/hero.txt")" /favicon.svg; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$path")
  echo "standalone: GET $path $code"
  [ "$code" = "200" ] || { cat "$data/server.log"; exit 1; }
done
# Static assets the page names must be served too (copied beside server.js, as in the Dockerfile).
asset=$(curl -s "http://127.0.0.1:$port/" | grep -o '/_next/static/[^"]*\.js' | head -n1)
code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$asset")
echo "standalone: GET $asset $code"
[ "$code" = "200" ] || exit 1
# A style check reads its text on the worker thread whose bundle was copied above (the server says
# when it reads on the main thread instead).
text="Version 2.4 fixes the export that dropped the last colour of a palette. Search now matches British and American spellings."
code=$(curl -s -o "$data/check.json" -w '%{http_code}' -X POST -H 'Content-Type: text/plain' --data-binary "$text" "http://127.0.0.1:$port/api/v1/styles/release-notes-plainly-t4u8/check")
echo "standalone: POST /api/v1/styles/release-notes-plainly-t4u8/check $code $(head -c 40 "$data/check.json")"
[ "$code" = "200" ] || { cat "$data/server.log"; exit 1; }
if grep -q "read on the main thread" "$data/server.log"; then cat "$data/server.log"; exit 1; fi
echo "standalone: ok"
