#!/bin/sh
# Releases of racekit, each built in its own folder and switched atomically (docs/deploy.md, "Upgrade"):
#
#   deploy/release.sh build <git-ref>   clone the ref into $RACEKIT_HOME/releases/<id>, install,
#                                       build, drop the dev dependencies; prints <id>
#   deploy/release.sh switch <id>       point $RACEKIT_HOME/current at releases/<id> (one rename)
#   deploy/release.sh rollback          point current at the release before it
#   deploy/release.sh list              the releases, oldest first, the current one marked
#   deploy/release.sh restart           restart racekit@<port> one by one, each ready before the next
#
# RACEKIT_HOME (/srv/racekit), RACEKIT_REPO (the repository to clone; default $RACEKIT_HOME/repo),
# RACEKIT_KEEP (releases kept, default 5), RACEKIT_PORTS ("8081 8082"),
# RACEKIT_BUILD (the build command, default: npm ci, npm run build, npm prune --omit=dev),
# RACEKIT_SETTLE_SECONDS (restart: the wait between processes, default 6, above nginx's fail_timeout).
# Nothing here needs root but `restart` (systemctl).
set -eu
home="${RACEKIT_HOME:-/srv/racekit}"
releases="$home/releases"
build_command="${RACEKIT_BUILD:-npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev --no-audit --no-fund}"

die() { echo "release: $*" >&2; exit 1; }
current_id() { [ -L "$home/current" ] && basename "$(readlink "$home/current")" || true; }
# folders under construction are hidden (.build.*): ls leaves them out
# oldest first, by when each was built (two builds in one second have ids that sort by their commit)
ids() { [ -d "$releases" ] && ls -1tr "$releases" || true; }

switch_to() {
  [ -d "$releases/$1" ] || die "no release $1 in $releases"
  ln -sfn "releases/$1" "$home/current.next"
  mv -T "$home/current.next" "$home/current"   # rename(2): never a moment without `current`
  echo "release: current is $1"
}

case "${1:-}" in
  build)
    ref="${2:-}"; [ -n "$ref" ] || die "usage: release.sh build <git-ref>"
    repo="${RACEKIT_REPO:-$home/repo}"
    mkdir -p "$releases"
    stamp="$(date -u +%Y%m%dT%H%M%SZ)"
    work="$(mktemp -d "$releases/.build.XXXXXX")"
    git clone --quiet "$repo" "$work"
    git -C "$work" -c advice.detachedHead=false checkout --quiet "$ref"
    id="$stamp-$(git -C "$work" rev-parse --short=10 HEAD)"
    # the same ref built twice within a second: the folder's random part keeps them apart
    [ ! -e "$releases/$id" ] || id="$id-${work##*.build.}"
    git -C "$work" rev-parse HEAD > "$work/REVISION"
    (cd "$work" && sh -c "$build_command") || die "the build of $ref failed; $work left to look at"
    mv "$work" "$releases/$id"
    # keep the newest RACEKIT_KEEP releases, and always the current one
    keep="${RACEKIT_KEEP:-5}"; now="$(current_id)"
    ids | head -n "-$keep" | while read -r old; do [ "$old" = "$now" ] || rm -rf "${releases:?}/$old"; done
    echo "$id"
    ;;
  switch)
    [ -n "${2:-}" ] || die "usage: release.sh switch <id>"
    switch_to "$2"
    ;;
  rollback)
    now="$(current_id)"; [ -n "$now" ] || die "no current release"
    previous="$(ids | awk -v now="$now" '$0 == now { print prev; exit } { prev = $0 }')"
    [ -n "$previous" ] || die "no release before $now"
    switch_to "$previous"
    ;;
  list)
    now="$(current_id)"
    ids | while read -r id; do [ "$id" = "$now" ] && echo "$id (current)" || echo "$id"; done
    ;;
  restart)
    # nginx marks a process it could not reach as down for fail_timeout (5 s, deploy/nginx-racekit.conf):
    # the next process restarts only once the one before is back in nginx's eyes, or nginx has
    # no live upstream and answers 502 (seen walking the guide: 14 of 150 requests)
    first=1
    for port in ${RACEKIT_PORTS:-8081 8082}; do
      [ "$first" = 1 ] || sleep "${RACEKIT_SETTLE_SECONDS:-6}"
      first=0
      systemctl restart "racekit@$port"
      tries=0
      until curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health/ready"; do
        tries=$((tries + 1)); [ "$tries" -lt 120 ] || die "racekit@$port not ready after 60 s: journalctl -u racekit@$port"
        sleep 0.5
      done
      echo "release: racekit@$port ready"
    done
    ;;
  *)
    die "usage: release.sh build <git-ref> | switch <id> | rollback | list | restart"
    ;;
esac
