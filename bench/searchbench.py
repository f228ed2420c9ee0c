#!/usr/bin/env python3
"""Search over ten million lines, timed as the terminal sees it.

Usage: bench/searchbench.py REORDER [INPUT] [RUNS]  (bench/compare.sh runs
it; INPUT defaults to bench/out/lines-10m.txt, generated when missing:
10,000,000 lines of 25 bytes, "src/m001/file00000001.go").

Method (the pty harness of bench/ptybench.py: every byte timestamped as it
arrives, a VT100 screen model decides what is shown):
- reorder reads INPUT on stdin in a 120x40 pty; once the status line says
  every line is loaded, `/file0000001` Enter puts the focus on row 10 (the
  first line containing it; rows 10-19, 100-199, ... do).
- near match: `n` goes to the next match, one row down; the figure is the
  time from writing `n` to the arrival of the bytes that show `11/10000000`
  (the frame that shows it). A frame at 60 Hz is 16.7 ms.
- no match: `/zzz` Enter starts a search through all ten million rows; as
  soon as the screen says it is searching, `j` is written, and the figure
  is the time until the counter shows the focus moved (the key acted). A
  reorder that searches without reading keys shows no progress: `j` is then
  written 20 ms after Enter, and waits for the whole scan.
Medians of RUNS runs (default 5), one process each.
"""

import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ptybench import Run, median, shows  # noqa: E402

LINES = 10_000_000


def ensure_input(path):
    if os.path.exists(path) and os.path.getsize(path) > 0:
        return
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    print("searchbench: generating %s (250 MB)" % path, file=sys.stderr, flush=True)
    program = 'BEGIN { for (i = 1; i <= %d; i++) printf "src/m%%03d/file%%08d.go\\n", i %% 977, i }' % LINES
    with open(path + ".tmp", "w") as out:
        subprocess.run(["awk", program], stdout=out, check=True)
    os.rename(path + ".tmp", path)


def counter(row):
    return r"(^|\s)%d/%d\s" % (row, LINES)


def one_run(reorder, path):
    run = Run([reorder], 120, 40, stdin=path, stdout="/dev/null")
    out = {}
    try:
        run.wait_for(shows(counter(1)), 120)
        run.settle(0.3)
        run.send("/file0000001\r")
        run.wait_for(shows(counter(10)), 30)
        run.settle(0.5)  # the count of its matches, in the background
        t0 = time.perf_counter()
        run.send("n")
        out["near_ms"] = (run.wait_for(shows(counter(11)), 30) + run.t0 - t0) * 1000
        run.settle(0.5)
        run.send("g")
        run.wait_for(shows(counter(1)), 30)
        run.settle(0.3)
        run.send("/zzz\r")
        try:
            run.wait_for(shows(r"Searching for"), 0.5)
            out["progress_shown"] = True
        except TimeoutError:
            time.sleep(0.02)
            out["progress_shown"] = False
        t0 = time.perf_counter()
        run.send("j")
        out["key_during_scan_ms"] = (run.wait_for(shows(counter(2)), 30) + run.t0 - t0) * 1000
        run.send("q")
        run.wait_exit(30)
    finally:
        run.close()
    return out


def main():
    reorder = sys.argv[1] if len(sys.argv) > 1 else ".build/release/reorder"
    path = sys.argv[2] if len(sys.argv) > 2 else "bench/out/lines-10m.txt"
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    ensure_input(path)
    print("  measuring search over %s lines (%d runs)" % (format(LINES, ","), runs), file=sys.stderr, flush=True)
    results = [one_run(reorder, path) for _ in range(runs)]
    near = median([r["near_ms"] for r in results])
    key = median([r["key_during_scan_ms"] for r in results])
    shown = all(r["progress_shown"] for r in results)
    frame = 1000 / 60

    def met(x):
        return "yes" if x <= frame else "**no**"

    print()
    print("| search, %s lines | reorder | target | met |" % format(LINES, ","))
    print("| --- | ---: | ---: | :---: |")
    print("| `n` to a match one row down → the frame that shows it (ms) | %.1f | ≤ %.1f (a frame) | %s |"
          % (near, frame, met(near)))
    print("| a key typed during a search that matches nothing → it acts (ms) | %.1f | ≤ %.1f | %s |"
          % (key, frame, met(key)))
    print()
    print("- Medians of %d runs; the search's progress was %s on the status line while it ran."
          % (runs, "shown" if shown else "**not** shown"))


if __name__ == "__main__":
    main()
