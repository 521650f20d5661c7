#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh (docs/backup.md): checks its checksums first, then restores the database
# into the named database and the files into the upload directories.
#
#   scripts/restore.sh <backup dir> --database <name> [--upload-dir <dir>] [--private-upload-dir <dir>] [--force]
#
# The database is created on the server of DATABASE_URL (only its host, port and credentials are used). A database
# that already holds tables, or an upload directory that holds files, is refused unless --force: then the database is
# dropped and created again, and the files found in the directories are moved aside to <dir>.before-restore-<time>.
# The upload directories default to UPLOAD_DIR and PRIVATE_UPLOAD_DIR.
set -euo pipefail
source "$(dirname "$0")/lib/pg-tools.sh"

backup='' database='' force=0
upload_dir=${UPLOAD_DIR:-uploads}
private_upload_dir=${PRIVATE_UPLOAD_DIR:-private-uploads}
while (($#)); do
  case $1 in
    --database) database=${2:?--database needs a name}; shift 2 ;;
    --upload-dir) upload_dir=${2:?--upload-dir needs a directory}; shift 2 ;;
    --private-upload-dir) private_upload_dir=${2:?--private-upload-dir needs a directory}; shift 2 ;;
    --force) force=1; shift ;;
    -h | --help) sed -n '2,11p' "$0"; exit 0 ;;
    -*) die "unknown argument: $1" ;;
    *) [[ -z $backup ]] || die "one backup directory only"; backup=$1; shift ;;
  esac
done
[[ -n $backup ]] || die "usage: restore.sh <backup dir> --database <name> [--upload-dir <dir>] [--private-upload-dir <dir>] [--force]"
[[ -n $database ]] || die "--database <name> is required (the database to restore into)"
[[ $database =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || die "--database must be a plain name (letters, digits, underscores)"
[[ -f $backup/manifest.json && -f $backup/SHA256SUMS ]] || die "$backup is not a backup directory (no manifest.json or SHA256SUMS)"

# 1. Nothing is touched unless every file is whole.
(cd "$backup" && sha256sum --check --quiet --strict SHA256SUMS) || die "checksums do not match: the backup in $backup is damaged, restore refused"
echo "checksums ok"

server_url=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/autoexport}
maintenance_url=$(url_with_database "$server_url" postgres)
target_url=$(url_with_database "$server_url" "$database")
choose_pg_bin "$maintenance_url"

# 2. Refuse to overwrite what holds data, before changing anything.
exists=$(psql "$maintenance_url" -XAtqc "SELECT 1 FROM pg_database WHERE datname = '$database'")
if [[ $exists == 1 ]]; then
  tables=$(psql "$target_url" -XAtqc "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")
  ((tables == 0 || force)) || die "database $database already holds $tables tables: restore refused (--force drops and recreates it)"
fi
not_empty() { [[ -d $1 ]] && [[ -n $(find "$1" -mindepth 1 -maxdepth 1 -print -quit) ]]; }
for dir in "$upload_dir" "$private_upload_dir"; do
  if not_empty "$dir" && ((!force)); then die "$dir is not empty: restore refused (--force moves its files aside first)"; fi
done

# 3. The database, in one transaction: a failed restore leaves an empty database, not half of one.
if [[ $exists == 1 ]]; then psql "$maintenance_url" -XAtqc "DROP DATABASE \"$database\" WITH (FORCE)" >/dev/null; fi
psql "$maintenance_url" -XAtqc "CREATE DATABASE \"$database\"" >/dev/null
"$PG_BIN/pg_restore" --dbname="$target_url" --no-owner --no-privileges --exit-on-error --single-transaction "$backup/database.dump"
echo "database restored into $database"

# 4. The files: what was there is kept aside, never deleted.
stamp=$(date -u +%Y%m%dT%H%M%SZ)
restore_files() {
  local file=$1 dir=$2 aside
  if not_empty "$dir"; then
    aside="${dir%/}.before-restore-$stamp"
    mkdir -p "$aside"
    find "$dir" -mindepth 1 -maxdepth 1 -exec mv -t "$aside" {} +
    echo "files found in $dir moved to $aside"
  fi
  mkdir -p "$dir"
  tar -C "$dir" -xzf "$backup/$file" --no-same-owner
  echo "$(find "$dir" -type f | wc -l) files restored into $dir"
}
restore_files uploads.tar.gz "$upload_dir"
restore_files private-uploads.tar.gz "$private_upload_dir"
echo "restore complete"
