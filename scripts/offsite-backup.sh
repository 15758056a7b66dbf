#!/usr/bin/env bash
# npm run backup-offsite [-- --to <folder>] [<restic forget options>]: a new `npm run backup`,
# copied off the machine with restic, then old snapshots forgotten there and old folders deleted
# here (docs/deploy.md, section 6).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${RESTIC_REPOSITORY:-}" ]; then
  echo "RESTIC_REPOSITORY is not set: name the off-machine copy, e.g. s3:https://s3.example.com/bucket/site or sftp:backup@host:/srv/site-backups" >&2
  exit 2
fi
if [ -z "${RESTIC_PASSWORD:-}${RESTIC_PASSWORD_FILE:-}" ]; then
  echo "RESTIC_PASSWORD_FILE is not set: name a file holding the repository's password, and keep a copy of it off the machine" >&2
  exit 2
fi
command -v restic >/dev/null || { echo "restic is not installed: apt-get install restic" >&2; exit 1; }

backups=backups
if [ "${1:-}" = "--to" ]; then backups="${2:?--to needs a folder}"; shift 2; fi
# Folders kept on this machine for a quick restore; the repository keeps the history.
keep_here=3
forget=("$@")
[ ${#forget[@]} -gt 0 ] || forget=(--keep-daily 7 --keep-weekly 5 --keep-monthly 12)

restic cat config >/dev/null 2>&1 || restic init
made="$(node scripts/backup.js --to "$backups")"
echo "$made"
folder="$(sed -n 's/^Backup written to //p' <<<"$made")"
[ -d "$folder" ] || { echo "the backup named no folder" >&2; exit 1; }

# From inside the folder, so a snapshot holds the backup's files at its top.
(cd "$folder" && restic backup --quiet --tag site .)
# Each backup is a folder of its own: group by tag, not by path, or nothing would be forgotten.
restic forget --quiet --tag site --group-by host,tags --prune "${forget[@]}"
restic check --quiet
find "$backups" -mindepth 1 -maxdepth 1 -type d -not -name '.*' -print0 | sort -z | head -z -n "-$keep_here" | xargs -0 -r rm -rf
echo "Copied off the machine to $RESTIC_REPOSITORY; $(restic snapshots --quiet --tag site --json | node -e 'process.stdout.write(String(JSON.parse(require("fs").readFileSync(0,"utf8")).length))') snapshots kept there"
