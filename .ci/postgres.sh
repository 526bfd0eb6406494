#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster (Debian's server package) on 127.0.0.1 for the real-service
# pass and prints the DATABASE_URL to use. initdb refuses root, so the cluster belongs to `postgres`.
set -euo pipefail
port=${PORTICO_CI_PG_PORT:-54329}
dir=${PORTICO_CI_PG_DIR:-/tmp/portico-ci-pg}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
if [ -f "$dir/data/postmaster.pid" ]; then
  su postgres -c "$bin/pg_ctl -D $dir/data -m fast stop" >/dev/null 2>&1 || true
fi
rm -rf "$dir" && mkdir -p "$dir" && chown postgres "$dir"
su postgres -c "$bin/initdb -D $dir/data -A trust -U postgres" >/dev/null
su postgres -c "$bin/pg_ctl -D $dir/data -l $dir/log -w start -o '-p $port -k $dir -c listen_addresses=127.0.0.1'" >/dev/null
su postgres -c "$bin/createdb -h 127.0.0.1 -p $port portico_test"
echo "postgres://postgres@127.0.0.1:$port/portico_test"
