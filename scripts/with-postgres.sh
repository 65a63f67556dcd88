#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: `bash scripts/with-postgres.sh npx vitest run --project server`.
# Installs Debian's postgresql when it is missing, starts a cluster as the postgres user in a temp dir on a free
# port with trust auth, exports DATABASE_URL for the command, and always stops and removes the cluster afterwards.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh COMMAND [ARGS...]" >&2
  exit 2
fi

pg_bin() {
  # The newest installed major version, without hard-coding one.
  # (A client-only install has the folder too, without the server: look for initdb.)
  ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 | xargs -r dirname
}

if [ -z "$(pg_bin)" ]; then
  echo "Installing PostgreSQL (Debian package)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=600 update -qq >/dev/null
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq postgresql >/dev/null
fi
BIN="$(pg_bin)"
if [ -z "$BIN" ]; then
  echo "PostgreSQL binaries not found under /usr/lib/postgresql" >&2
  exit 1
fi

# initdb refuses to run as root: the cluster belongs to the postgres user (or to us when we are not root).
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then RUN_AS=(runuser -u postgres --); fi

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
PGTMP="$(mktemp -d /tmp/pathshala-pg.XXXXXX)"
chmod 755 "$PGTMP"
if [ "${#RUN_AS[@]}" -gt 0 ]; then chown postgres: "$PGTMP"; fi

stop_cluster() {
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$PGTMP/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$PGTMP"
}
trap stop_cluster EXIT

"${RUN_AS[@]}" "$BIN/initdb" -D "$PGTMP/data" -U postgres --auth=trust -E UTF8 --no-locale >"$PGTMP/initdb.log" 2>&1 ||
  { cat "$PGTMP/initdb.log" >&2; exit 1; }
# Throwaway settings: no durability needed, which makes the tests' many CREATE DATABASE calls fast.
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$PGTMP/data" -l "$PGTMP/server.log" -w -t 60 start \
  -o "-p $PORT -k $PGTMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null || { cat "$PGTMP/server.log" >&2; exit 1; }

echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') running on 127.0.0.1:$PORT"
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
