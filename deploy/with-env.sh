#!/bin/sh
# Runs a command with the settings of the env file, from the current release, as systemd runs
# the server:   sudo -u racekit /srv/racekit/current/deploy/with-env.sh npm run migrate
# RACEKIT_ENV_FILE (default /etc/racekit/racekit.env), RACEKIT_HOME (default /srv/racekit).
set -eu
env_file="${RACEKIT_ENV_FILE:-/etc/racekit/racekit.env}"
home="${RACEKIT_HOME:-/srv/racekit}"
[ -r "$env_file" ] || { echo "with-env: cannot read $env_file" >&2; exit 1; }
set -a
# shellcheck disable=SC1090
. "$env_file"
set +a
# the release to run in: the current one, or RACEKIT_APP (deploy/release.sh migrates a new one)
cd "${RACEKIT_APP:-$home/current}"
exec "$@"
