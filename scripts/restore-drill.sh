#!/usr/bin/env bash
# npm run restore-drill -- <empty folder>: restores the newest off-machine snapshot there, puts it back
# as a fresh data folder with `npm run restore`, starts the site on it and checks that it is ready.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${1:-}"
if [ -z "$target" ] || { [ -e "$target" ] && [ -n "$(ls -A "$target")" ]; }; then
  echo "Usage: npm run restore-drill -- <empty or new folder>" >&2
  exit 2
fi
: "${RESTIC_REPOSITORY:?RESTIC_REPOSITORY is not set}"
mkdir -p "$target"
target="$(cd "$target" && pwd)"
snapshot="$target/snapshot"
data="$target/data"

restic restore --quiet latest --tag site --target "$snapshot"
# A drill never touches the live site: the copy goes into a SQLite file in the new folder.
DATABASE_URL="file:$data/app.db" DATA_DIR="$data" node scripts/restore.js "$snapshot"

port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
# No SMTP_URL: the restored outbox's mails must not go out a second time.
PORT="$port" DATABASE_URL="file:$data/app.db" DATA_DIR="$data" WEB_CONCURRENCY=1 LOG_LEVEL=warn \
  SMTP_URL= METRICS_PORT= node server/index.js >"$target/site.log" 2>&1 &
site=$!
trap 'kill "$site" 2>/dev/null; wait "$site" 2>/dev/null || true' EXIT
if node -e '
  const url = `http://127.0.0.1:${process.argv[1]}/readyz`;
  const until = Date.now() + 120_000;
  const poll = () => fetch(url).then((r) => r.status === 200, () => false).then((ready) =>
    ready ? process.exit(0) : Date.now() > until ? process.exit(1) : setTimeout(poll, 500));
  poll();' "$port"; then
  echo "Restore drill passed: the site restored into $data answers /readyz"
else
  echo "Restore drill FAILED: the restored site did not become ready; see $target/site.log" >&2
  exit 1
fi
