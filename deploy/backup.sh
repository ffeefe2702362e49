#!/bin/sh
# A logical backup of the racekit database, readable by its owner only (docs/deploy.md, step 11):
#   deploy/with-env.sh deploy/backup.sh            (cron: deploy/racekit-backup.cron)
# DATABASE_URL (from the env file), RACEKIT_BACKUP_DIR (/var/backups/racekit),
# RACEKIT_BACKUP_DAYS (dumps older than this many days are deleted; default 14).
set -eu
umask 077
dir="${RACEKIT_BACKUP_DIR:-/var/backups/racekit}"
days="${RACEKIT_BACKUP_DAYS:-14}"
[ -n "${DATABASE_URL:-}" ] || { echo "backup: DATABASE_URL is not set" >&2; exit 1; }
mkdir -p "$dir"
chmod 700 "$dir"
file="$dir/racekit-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
find "$dir" -maxdepth 1 -type f -name 'racekit-*.dump' -mtime "+$days" -delete
echo "backup: $file"
