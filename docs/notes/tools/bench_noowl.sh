#!/bin/sh
# Issue 5's speed measure (dragons without owl), as the lead runs it since session 20.
#
# ../shared/perf/gnugo_bench.py times GNU Go's `eye_data black V` for the task
# dragons_noowl (EXAMINE_DRAGONS_WITHOUT_OWL: worms, worm influence, make_dragons
# up to the owl stage). Our `eye_data` needs only the eye spaces, so our engine
# is asked a question that needs its whole dragon stage without owl instead:
# `is_surrounded V` (amalgamation, dragon2 fields, influence, safety and the
# surround of V's dragon; a little more than GNU Go's stage). Until session 19
# this was `dragon_stones V`, which since session 20 (pspeed, Analysis.Partition)
# computes only the partition and so no longer counts the rest of the stage.
#
# usage (from ../shared/perf):
#   sh /path/to/bench_noowl.sh 'BIN gtp' [more gnugo_bench.py options]
# e.g. taskset -c 1 sh docs/notes/tools/bench_noowl.sh '/tmp/x gtp' --limit 15 --repeat 3
# Report the paired median, geomean and total ratios of several alternating
# runs: on a shared 2-core machine one run's paired median moves by +-0.08.
set -e
eng="$1"; shift
tmp=$(mktemp /tmp/bench_noowl.XXXXXX.py)
trap 'rm -f "$tmp"' EXIT
sed '/ok, text, cpu, wall = eng.try_cmd(template.format(v=stone))/i\        if task == "dragons_noowl" and "gnugo" not in eng.cmdline: template = "is_surrounded {v}"' \
    gnugo_bench.py > "$tmp"
grep -q 'is_surrounded {v}' "$tmp" || { echo "bench_noowl: gnugo_bench.py changed, patch not applied" >&2; exit 1; }
python3 "$tmp" --engine '/usr/games/gnugo --mode gtp' --vs "$eng" --corpus corpus.txt \
    --corpus-dir corpus --tasks dragons_noowl --sizes 19 --quiet "$@"
