# Shared by scripts/backup.sh and scripts/restore.sh (sourced, not run).

die() {
  printf '%s: %s\n' "$(basename "$0")" "$*" >&2
  exit 1
}

# The URL with its database name replaced: url_with_database postgres://u@h:5432/app?sslmode=require other
url_with_database() {
  local url=$1 name=$2
  if [[ $url =~ ^(postgres(ql)?://[^/?]*)(/[^?]*)?(\?.*)?$ ]]; then
    printf '%s/%s%s' "${BASH_REMATCH[1]}" "$name" "${BASH_REMATCH[4]}"
  else
    die "DATABASE_URL must look like postgres://user[:password]@host[:port]/database (got something else)"
  fi
}

# The database name in a URL.
database_of() {
  local url=$1
  [[ $url =~ ^postgres(ql)?://[^/?]*/([^?]+) ]] || die "DATABASE_URL names no database"
  printf '%s' "${BASH_REMATCH[2]}"
}

# Sets PG_BIN to a directory whose pg_dump/pg_restore are at least the server's major version: PG_BIN if given, else
# /usr/lib/postgresql/<server major>/bin when present (Debian installs one per version), else the ones on PATH.
# pg_dump refuses a newer server, and a dump from a newer pg_dump may not restore with an older pg_restore.
choose_pg_bin() {
  local url=$1 server_major tool_major
  server_major=$(psql "$url" -XAtqc 'SHOW server_version_num' 2>/dev/null) || die "cannot reach PostgreSQL at the given URL (is it running? is DATABASE_URL right?)"
  server_major=$((server_major / 10000))
  if [[ -z ${PG_BIN:-} ]]; then
    if [[ -x /usr/lib/postgresql/$server_major/bin/pg_dump ]]; then
      PG_BIN=/usr/lib/postgresql/$server_major/bin
    else
      PG_BIN=$(dirname "$(command -v pg_dump || die 'pg_dump is not installed (apt-get install postgresql-client)')")
    fi
  fi
  tool_major=$("$PG_BIN/pg_dump" --version | sed -E 's/.* ([0-9]+)(\.[0-9]+)*.*/\1/')
  ((tool_major >= server_major)) ||
    die "pg_dump $tool_major is older than the server ($server_major): install postgresql-client-$server_major or set PG_BIN"
  SERVER_MAJOR=$server_major
  export PG_BIN SERVER_MAJOR
}
