#!/usr/bin/env bash
# A backup of the site (issue 15; docs/backup.md): the PostgreSQL database (pg_dump custom format) and both upload
# directories (tar.gz), in one timestamped directory with a manifest and SHA-256 checksums. A backup being written
# lives in <name>.partial and is renamed when complete, so a directory without that suffix is a whole backup.
#
#   scripts/backup.sh [--out <dir>]       (default: $BACKUP_DIR, else ./backups)
#
# Reads DATABASE_URL, UPLOAD_DIR and PRIVATE_UPLOAD_DIR with the server's defaults. Prints the backup's path last.
set -euo pipefail
umask 077 # the backup holds personal data and password hashes
source "$(dirname "$0")/lib/pg-tools.sh"

out=${BACKUP_DIR:-backups}
while (($#)); do
  case $1 in
    --out) out=${2:?--out needs a directory}; shift 2 ;;
    -h | --help) sed -n '2,9p' "$0"; exit 0 ;;
    *) die "unknown argument: $1" ;;
  esac
done

database_url=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/autoexport}
upload_dir=${UPLOAD_DIR:-uploads}
private_upload_dir=${PRIVATE_UPLOAD_DIR:-private-uploads}
choose_pg_bin "$database_url"

stamp=$(date -u +%Y%m%dT%H%M%SZ)
name="autoexport-$stamp"
mkdir -p "$out"
target="$out/$name"
[[ -e $target ]] && die "$target already exists"
partial="$target.partial"
rm -rf "$partial"
mkdir -m 700 "$partial"
trap 'rm -rf "$partial"' EXIT

# One consistent snapshot of the database, compressed; restored with pg_restore (any database name, any owner).
"$PG_BIN/pg_dump" --format=custom --compress=6 --file="$partial/database.dump" --dbname="$database_url"

# A directory that does not exist yet (no upload so far) is backed up as an empty archive.
archive() {
  local dir=$1 file=$2
  if [[ -d $dir ]]; then tar -C "$dir" -czf "$partial/$file" .; else tar -czf "$partial/$file" -T /dev/null; fi
  tar -tzf "$partial/$file" | grep -cv '/$' || true
}
upload_files=$(archive "$upload_dir" uploads.tar.gz)
private_files=$(archive "$private_upload_dir" private-uploads.tar.gz)

(cd "$partial" && sha256sum database.dump uploads.tar.gz private-uploads.tar.gz >SHA256SUMS)
tables=$(psql "$database_url" -XAtqc "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")
migration=$(psql "$database_url" -XAtqc "SELECT name FROM migrations ORDER BY id DESC LIMIT 1" 2>/dev/null || true)
cat >"$partial/manifest.json" <<JSON
{
  "format": 1,
  "createdAt": "$(date -u +%Y-%m-%dT%H:%M:%SZ)",
  "host": "$(hostname)",
  "database": {
    "file": "database.dump",
    "name": "$(database_of "$database_url")",
    "serverMajor": $SERVER_MAJOR,
    "pgDump": "$("$PG_BIN/pg_dump" --version)",
    "tables": $tables,
    "lastMigration": "$migration"
  },
  "uploads": { "file": "uploads.tar.gz", "files": $upload_files },
  "privateUploads": { "file": "private-uploads.tar.gz", "files": $private_files },
  "checksums": "SHA256SUMS"
}
JSON
mv "$partial" "$target"
trap - EXIT
echo "$target"
