#!/usr/bin/env bash
# The monthly restore check (docs/deployment.md, "The monthly restore check"). Writes a row on legado-db, takes the
# instant, writes a second row, restores the object store's backup to that instant in a throwaway cluster, and
# passes only if the first row is there, the second is not, and pg_amcheck finds nothing; before that, that the
# object store has a base backup of the last day and reaches back HISTORY_DAYS (35; 365 once a year old).
# Any failure ends it non-zero with a line starting "RESTORE CHECK FAILED". Run with kubectl's context set to the
# namespace of legado-db, away from the daily backup (03:00 UTC) and any other restore.
set -euo pipefail
cd "$(dirname "$0")"

cluster=legado-db
store=legado-db-backups
check=legado-db-check
placeholder=2000-01-01T00:00:00Z
history_days=${HISTORY_DAYS:-35}

fail() {
  echo "RESTORE CHECK FAILED: $*" >&2
  exit 1
}
sql() { kubectl exec -i "$1" -c postgres -- psql -v ON_ERROR_STOP=1 -qAt -c "$2"; }
age_seconds() { echo $(($(date +%s) - $(date -d "$1" +%s))); }

window="{.status.serverRecoveryWindow['$cluster']"
last=$(kubectl get objectstore "$store" -o jsonpath="$window.lastSuccessfulBackupTime}")
first=$(kubectl get objectstore "$store" -o jsonpath="$window.firstRecoverabilityPoint}")
[ -n "$last" ] || fail "ObjectStore $store records no successful backup of $cluster"
(($(age_seconds "$last") < 26 * 3600)) || fail "the newest base backup is from $last, over 26 hours ago"
(($(age_seconds "$first") >= history_days * 86400)) ||
  fail "the oldest recoverable instant is $first: less than $history_days days back"

primary=$(kubectl get cluster "$cluster" -o jsonpath='{.status.currentPrimary}')
sql "$primary" 'create table if not exists restore_check (at timestamptz primary key, side text not null)' >/dev/null
before=$(sql "$primary" "insert into restore_check values (clock_timestamp(), 'before') returning at")
target=$(sql "$primary" "select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')")
# A commit after the target: recovery stops at the first one past it, and fails if it never sees one.
after=$(sql "$primary" "insert into restore_check values (clock_timestamp(), 'after') returning at")
segment=$(sql "$primary" 'select pg_walfile_name(pg_switch_wal())')
for _ in $(seq 60); do
  archived=$(sql "$primary" "select coalesce(last_archived_wal, '') from pg_stat_archiver")
  [[ $archived < $segment ]] || break
  sleep 5
done
[[ ! $archived < $segment ]] || fail "WAL segment $segment was not archived within 5 minutes (last: $archived)"

kubectl delete cluster "$check" --ignore-not-found --wait
sed "s/$placeholder/$target/" postgres-restore-check.yaml | kubectl apply -f -
kubectl wait --for=condition=Ready "cluster/$check" --timeout="${RESTORE_TIMEOUT:-2h}" ||
  fail "$check did not come up: kubectl logs job/$check-1-full-recovery; kubectl describe cluster $check"

[ "$(sql "$check-1" "select count(*) from restore_check where at = '$before'")" = 1 ] ||
  fail "the row written before $target ($before) is not in the restored copy"
[ "$(sql "$check-1" "select count(*) from restore_check where at = '$after'")" = 0 ] ||
  fail "the row written after $target ($after) is in the restored copy"
kubectl exec "$check-1" -c postgres -- pg_amcheck --all --install-missing --heapallindexed ||
  fail "pg_amcheck found corruption in the restored copy (above)"

kubectl delete cluster "$check"
echo "restore check passed: restored to $target from $store; backups from $first to $last"
