#!/usr/bin/env bash
# Throughput of "dragonrepl batch" (positions/s) with 1 and 2 workers on the
# 19x19 positions of ../shared/perf/corpus.txt (PERF), and of a shell loop over
# "gnugo --mode gtp" (one process per position, as a researcher's loop) doing
# the same queries, for three jobs:
#   worms          dragonrepl batch --unit worm                 | gnugo: worm_data
#   dragons_noowl  dragonrepl batch --unit dragon --owl=false   | gnugo: worm_data + eye_data black A1
#                                                                  (GNU Go has no GTP command printing dragon
#                                                                  data without owl; eye_data makes it run
#                                                                  EXAMINE_DRAGONS_WITHOUT_OWL, the same analysis)
#   dragons_owl    dragonrepl batch --unit dragon               | gnugo: worm_data + dragon_data
# Workers: dragonrepl --workers W with GOMAXPROCS=W; gnugo: xargs -P W.
# Usage: scale.sh [N]   (N: only the first N 19x19 positions; default all, 103)
# Env: DRAGONREPL (default /tmp/dragonrepl-scale, built from this checkout if absent),
#      GNUGO (default /usr/games/gnugo), WORKERS (default "1 2"), JOBS (default "worms dragons_noowl dragons_owl"),
#      BEAM=path/to/dragonrepl-beam to add a prism-runner row per job (in-process runner, default parallelism).
# Output: a table on stdout; raw outputs in $OUT (default a fresh /tmp dir).
set -euo pipefail
N=${1:-0}
PERF=${PERF:-$(cd "$(dirname "$0")/../../.." && pwd)/shared/perf}
DR=${DRAGONREPL:-/tmp/dragonrepl-scale}
GNUGO=${GNUGO:-/usr/games/gnugo}
WORKERS=${WORKERS:-"1 2"}
JOBS=${JOBS:-"worms dragons_noowl dragons_owl"}
OUT=${OUT:-$(mktemp -d /tmp/scale.XXXXXX)}
mkdir -p "$OUT"

if [ ! -x "$DR" ]; then
	(cd "$(dirname "$0")/../.." && go build -o "$DR" ./cmd/dragonrepl)
fi

# The 19x19 positions, absolute paths, "FILE MOVE" per line.
list=$OUT/positions19.txt
: > "$list"
while read -r f m; do
	case "$f" in ''|'#'*) continue ;; esac
	if grep -q 'SZ\[19\]' "$PERF/corpus/$f"; then
		echo "$PERF/corpus/$f $m" >> "$list"
	fi
done < "$PERF/corpus.txt"
if [ "$N" -gt 0 ]; then
	head -n "$N" "$list" > "$list.tmp" && mv "$list.tmp" "$list"
fi
npos=$(wc -l < "$list")
echo "# $npos positions of 19x19, $(date -u +%FT%TZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# dragonrepl: $DR ($(cd "$(dirname "$0")/../.." && git rev-parse --short HEAD))"
printf '%-14s %-10s %7s %8s %8s %10s %7s\n' job engine workers wall_s cpu_s pos_per_s records
declare -A RATE

now() { date +%s.%N; }

ours() { # job workers
	local job=$1 w=$2 args
	case $job in
	worms) args=(--unit worm) ;;
	dragons_noowl) args=(--unit dragon --owl=false) ;;
	dragons_owl) args=(--unit dragon) ;;
	esac
	local o=$OUT/ours.$job.$w.jsonl t0 t1
	rm -f "$o"
	t0=$(now)
	GOMAXPROCS=$w /usr/bin/time -f '%U %S' -o "$OUT/time.$job.$w" \
		"$DR" batch --quiet --workers "$w" --size 19 --list "$list" --dir / "${args[@]}" > "$o"
	t1=$(now)
	report "$job" dragonrepl "$w" "$t0" "$t1" "$OUT/time.$job.$w" "$(wc -l < "$o")"
	if grep -q '"error"' "$o"; then echo "# warning: error rows in $o" >&2; fi
}

gnugo_one() { # job outfile file move: GTP answers into outfile
	local job=$1 out=$2 f=$3 m=$4 q
	case $job in
	worms) q="worm_data" ;;
	dragons_noowl) q=$'worm_data\neye_data black A1' ;;
	dragons_owl) q=$'worm_data\ndragon_data' ;;
	esac
	printf 'loadsgf %s %s\n%s\nquit\n' "$f" "$m" "$q" | "$GNUGO" --mode gtp --quiet > "$out"
}
export -f gnugo_one
export GNUGO

theirs() { # job workers
	local job=$1 w=$2 d=$OUT/gnugo.$job.$w t0 t1
	rm -rf "$d" && mkdir -p "$d"
	t0=$(now)
	awk -v d="$d" '{printf "%s/%04d.txt %s %s\n", d, NR, $1, $2}' "$list" |
		/usr/bin/time -f '%U %S' -o "$OUT/gtime.$job.$w" \
			xargs -P "$w" -L 1 bash -c 'gnugo_one '"$job"' "$0" "$1" "$2"'
	t1=$(now)
	# records: one per point (worm_data) or dragon (dragon_data), as "= A19:" / "B19:" lines
	report "$job" gnugo "$w" "$t0" "$t1" "$OUT/gtime.$job.$w" "$(cat "$d"/*.txt | grep -cE '^(= )?[A-T][0-9]+:$')"
	if cat "$d"/*.txt | grep -q '^?'; then echo "# warning: GTP errors in $d" >&2; fi
}

beamrun() { # job
	local job=$1 args
	case $job in
	worms) args=(--unit worm) ;;
	dragons_noowl) args=(--unit dragon --owl=false) ;;
	dragons_owl) args=(--unit dragon) ;;
	esac
	local o=$OUT/beam.$job.jsonl t0 t1
	t0=$(now)
	/usr/bin/time -f '%U %S' -o "$OUT/btime.$job" \
		"$BEAM" --runner prism --size 19 --list "$list" --dir / --output "$o" "${args[@]}" 2> "$OUT/beam.$job.log"
	t1=$(now)
	report "$job" beam-prism - "$t0" "$t1" "$OUT/btime.$job" "$(wc -l < "$o")"
	if ! cmp -s "$o" "$OUT/ours.$job.1.jsonl"; then echo "# note: beam rows differ from batch's ($o)" >&2; fi
}

report() { # job engine workers t0 t1 timefile rows
	local wall cpu
	wall=$(echo "$5 - $4" | bc -l)
	cpu=$(awk '{print $1+$2}' "$6")
	RATE[$1.$2.$3]=$(echo "$npos / $wall" | bc -l)
	printf '%-14s %-10s %7s %8.2f %8.2f %10.2f %7s\n' "$1" "$2" "$3" "$wall" "$cpu" "${RATE[$1.$2.$3]}" "$7"
}

for job in $JOBS; do
	for w in $WORKERS; do ours "$job" "$w"; done
	for w in $WORKERS; do theirs "$job" "$w"; done
	if [ -n "${BEAM:-}" ]; then beamrun "$job"; fi
done
echo "# scaling = pos_per_s(2 workers)/pos_per_s(1); ratio = dragonrepl pos_per_s / gnugo pos_per_s"
for job in $JOBS; do
	line="$job:"
	for e in dragonrepl gnugo; do
		if [ -n "${RATE[$job.$e.1]:-}" ] && [ -n "${RATE[$job.$e.2]:-}" ]; then
			line+=$(printf ' %s scaling %.2fx;' "$e" "$(echo "${RATE[$job.$e.2]} / ${RATE[$job.$e.1]}" | bc -l)")
		fi
	done
	for w in $WORKERS; do
		line+=$(printf ' ratio %s worker(s) %.2fx;' "$w" "$(echo "${RATE[$job.dragonrepl.$w]} / ${RATE[$job.gnugo.$w]}" | bc -l)")
	done
	echo "# $line"
done
echo "# records: dragonrepl rows (one per worm / dragon); gnugo records (worm_data: one per board point; dragon_data: one per dragon)"
echo "# raw files: $OUT"
