#!/bin/sh
# Restores a dump of deploy/backup.sh into the database of DATABASE_URL, and holds delivery on
# it: no process started on the copy sends a mail or an SMS or asks for a refund until an
# operator runs `npm run delivery -- release` (docs/deploy.md, "Restore drill"):
#   DATABASE_URL=postgresql://…/racekit_drill deploy/restore.sh /var/backups/racekit/racekit-….dump
# Stop every process on that database first. RACEKIT_APP: the release whose commands to use
# (default: the folder this script is in); a checkout without dist/ (or with
# RACEKIT_FROM_SOURCE=1) runs them through tsx, a dev dependency.
set -eu
dump="${1:-}"
[ -r "$dump" ] || { echo "usage: restore.sh <dump file>" >&2; exit 1; }
[ -n "${DATABASE_URL:-}" ] || { echo "restore: DATABASE_URL is not set" >&2; exit 1; }
app="${RACEKIT_APP:-$(cd "$(dirname "$0")/.." && pwd)}"
pg_restore --clean --if-exists --no-owner --exit-on-error --dbname="$DATABASE_URL" "$dump"
reason="restored from $(basename "$dump")"
if [ -z "${RACEKIT_FROM_SOURCE:-}" ] && [ -f "$app/dist/server/server/ops/delivery-command.js" ]; then
  node "$app/dist/server/server/ops/delivery-command.js" hold "$reason"
else
  (cd "$app" && node --import tsx server/ops/delivery-command.ts hold "$reason")
fi
echo "restore: done; delivery is held on this copy"
