#!/usr/bin/env bash
# reorder beside fzf on the same inputs, in the same run: time to first
# frame, peak memory, bytes written to the terminal per drag step, Enter to
# exit with a million lines, auto-scroll through a million rows, and ten
# million lines: launch to all shown beside fzf and beside the engine's bare
# load, first frame, peak memory. Prints a markdown table of the figures and
# their ratios (docs/performance.md).
#
# Usage: bench/compare.sh [REORDER_BINARY]   (default .build/release/reorder;
#        `make bench` builds it and reorder-bench, and runs this). RUNS=11
#        MEMORY_RUNS=3 to change the repeats; HUGE=0 skips the ten million
#        lines (a few minutes less).
#
# Inputs (bench/out/, git-ignored): 1,000,000 lines of 25 bytes
# ("src/m001/file-0000001.go") and the first 100 of them; 10,000,000 lines
# of 25 bytes ("src/m001/file00000001.go", 250 MB).
#
# Method (bench/ptybench.py, Python standard library only):
# - Every program runs on a fresh pseudo-terminal of 120×40 that the script
#   owns (TERM=xterm-256color), with the list on stdin from the file and
#   stdout to a file; fzf's stderr (where it draws) is the pty, like
#   reorder's /dev/tty. The script is the terminal: it answers
#   device-attribute and cursor-position queries, counts every byte and
#   feeds them to a small VT100/xterm screen model.
# - Time to first frame: from just before fork to the arrival of the bytes
#   after which the screen model shows the first item's text and a counter
#   (`1/1000000`, fzf's `1000000/1000000`). No polling: each read is
#   timestamped as it arrives. "A program that only starts and exits" is
#   `true`, timed from fork to exit the same way.
# - Peak memory: /usr/bin/time -f %M around the program; each program is
#   made to exit the same way once its screen shows every line loaded
#   (reorder `1/1000000` without the loading mark, fzf `1000000/1000000`):
#   Enter. The same run gives launch → all loaded, and Enter → exit (reorder
#   with `-o FILE`: the output is checked to equal the input).
# - Bytes per step: reorder with --long-press 0 --no-animation; a row is
#   lifted by an SGR press, then moved one row per motion report
#   (`ESC[<32;x;yM`) down 10 and back; after each report the script waits
#   until the status line narrates the new position and the output is quiet
#   for 20 ms. Same with Space and j/k, and plain focus moves (j); for fzf,
#   Up: its default layout draws the first item at the bottom with the
#   cursor on it, where Down moves nothing (17 bytes, the cursor hidden and
#   shown again), so Up is its real move; every press must change the
#   screen or the script stops. Bytes are everything written, status line
#   included.
# - Auto-scroll: lift the first row with a long press, move the pointer to
#   the bottom item row and hold; time until the status line says
#   "position 1000000 of 1000000". A frame is a burst of output; gaps
#   between bursts are reported.
# - Ten million lines: first frame as above (reorder's is set against its
#   first frame with 100 lines); launch → all loaded and shown and peak
#   memory as above, Enter with stdout to /dev/null. Between those runs,
#   `reorder-bench load FILE 1` times the engine's bare load of the same
#   file (InputSource reading it to the end, the store splitting and
#   indexing it, a ReorderList over it; wall time, page cache warm, no
#   interface), the figure the launch is compared with.
# Medians of RUNS (first frame) and MEMORY_RUNS (memory, launch, bare load)
# runs; hyperfine is not used, because none of these figures is a
# whole-process time.
set -euo pipefail
cd "$(dirname "$0")/.."
reorder=${1:-.build/release/reorder}
[ -x "$reorder" ] || { echo "compare.sh: build reorder first (make build)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "compare.sh: python3 is needed" >&2; exit 1; }
mkdir -p bench/out

if [ ! -x /usr/bin/time ] && [ "$(id -u)" -eq 0 ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null 2>&1 || true
fi
[ -x /usr/bin/time ] || { echo "compare.sh: /usr/bin/time is needed (apt-get install -y time)" >&2; exit 1; }

fzf=$(command -v fzf || true)
if [ -z "$fzf" ] && [ "$(id -u)" -eq 0 ]; then
  echo "compare.sh: installing fzf to compare with" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fzf >/dev/null 2>&1 || true
  fzf=$(command -v fzf || true)
fi
fzf_version=""
[ -n "$fzf" ] && fzf_version=$("$fzf" --version | cut -d' ' -f1)
[ -n "$fzf" ] || echo "compare.sh: fzf is not available: its column stays empty" >&2

big=bench/out/lines-1m.txt
small=bench/out/lines-100.txt
if [ ! -s "$big" ]; then
  awk 'BEGIN { for (i = 1; i <= 1000000; i++) printf "src/m%03d/file-%07d.go\n", i % 977, i }' > "$big.tmp"
  mv "$big.tmp" "$big"
fi
[ -s "$small" ] || head -n 100 "$big" > "$small"
huge=""
if [ "${HUGE:-1}" != 0 ]; then
  huge=bench/out/lines-10m.txt
  if [ ! -s "$huge" ]; then
    echo "compare.sh: generating $huge (250 MB)" >&2
    awk 'BEGIN { for (i = 1; i <= 10000000; i++) printf "src/m%03d/file%08d.go\n", i % 977, i }' > "$huge.tmp"
    mv "$huge.tmp" "$huge"
  fi
  bench_bin=${REORDER_BENCH:-$(dirname "$reorder")/reorder-bench}
  [ -x "$bench_bin" ] || { echo "compare.sh: build reorder-bench first (make bench), or HUGE=0" >&2; exit 1; }
fi

# Search over ten million lines, reorder alone: `n` to a near match, and a
# key typed during a search that matches nothing (method: the top of
# bench/searchbench.py). SEARCH=0 skips it.
[ "${SEARCH:-1}" = 0 ] || python3 bench/searchbench.py "$reorder" bench/out/lines-10m.txt "${SEARCH_RUNS:-5}"

exec python3 bench/ptybench.py compare --reorder "$reorder" --fzf "$fzf" --fzf-version "$fzf_version" \
  --big "$big" --small "$small" --huge "$huge" --bench "${bench_bin:-}" --out bench/out --runs "${RUNS:-11}" --memory-runs "${MEMORY_RUNS:-3}" --
