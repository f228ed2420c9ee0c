#!/usr/bin/env python3
"""Runs the parts of `make test` one after another and ends with one line.

    scripts/test-summary.py [--make PROGRAM] PART ...

Each PART is a make target (rules, unit, e2e, xterm-test, deb-test,
fuzz-smoke), run as `PROGRAM PART` with its output shown as it comes. A
failed part does not stop the others. What each part passed and failed is
read from its output:

- unit: Swift Testing's `Test run with N tests` and its `✘ Test … failed`
  lines, plus XCTest's last `Executed N tests, with F failures`;
- e2e: Tests/e2e/run.sh's `e2e: N passed, N failed`;
- xterm-test: the Makefile's `xterm: NAME passed` / `failed` lines;
- deb-test: Tests/deb/test_deb.sh's `ok` lines (it stops at its first FAIL);
- a part that runs Python's unittest (board-readers): its `Ran N tests`
  and `FAILED (failures=F, errors=E)`;
- any other part (the rules, the fuzzing smoke test): one test, by its exit
  status.

A part that exits non-zero counts at least one failure, whatever it printed.
One more test is the build's silence: a compiler or SwiftPM warning
(`file.swift:1:2: warning: …`, `warning: …`) in any part's output fails it,
and the warnings are listed again. Then a table of the parts, and last, on its own line, what CI reads:

    test: N passed, N failed

The exit status is 0 only when nothing failed.
"""

import argparse
import re
import subprocess
import sys
import time

SWIFT_TESTING_RUN = re.compile(r"Test run with (\d+) tests? (?:in \d+ suites? )?(passed|failed)")
SWIFT_TESTING_FAILED = re.compile(r"^✘ Test (?!run with |case )\S.* failed after ")
XCTEST_EXECUTED = re.compile(r"Executed (\d+) tests?, with (\d+) failures?")
E2E = re.compile(r"^e2e: (\d+) passed, (\d+) failed$")
XTERM = re.compile(r"^xterm: \S+ (passed|failed)$")
DEB_OK = re.compile(r"^ok ")
UNITTEST_RAN = re.compile(r"^Ran (\d+) tests? in ")
UNITTEST_FAILED = re.compile(r"^FAILED \((.*)\)$")
WARNING = re.compile(r"^(\S+: )?warning: ")


def count_unit(lines):
    """Swift Testing's tests and XCTest's, as (passed, failed) or None."""
    total = failed = 0
    found = False
    for line in lines:
        match = SWIFT_TESTING_RUN.search(line)
        if match:
            total += int(match.group(1))
            found = True
        elif SWIFT_TESTING_FAILED.search(line):
            failed += 1
    executed = [XCTEST_EXECUTED.search(line) for line in lines]
    executed = [match for match in executed if match]
    if executed:
        # XCTest prints a line per suite; the last is the whole run's.
        total += int(executed[-1].group(1))
        failed += int(executed[-1].group(2))
        found = True
    return (max(total - failed, 0), failed) if found else None


def count_e2e(lines):
    matches = [E2E.match(line) for line in lines]
    matches = [match for match in matches if match]
    return (int(matches[-1].group(1)), int(matches[-1].group(2))) if matches else None


def count_xterm(lines):
    verdicts = [match.group(1) for match in map(XTERM.match, lines) if match]
    return (verdicts.count("passed"), verdicts.count("failed")) if verdicts else None


def count_deb(lines):
    passed = sum(1 for line in lines if DEB_OK.match(line))
    return (passed, 0) if passed else None


def count_unittest(lines):
    """Python unittest's summary: `Ran N tests`, then `OK` or `FAILED (…)`."""
    ran = [int(match.group(1)) for match in map(UNITTEST_RAN.match, lines) if match]
    if not ran:
        return None
    failed = 0
    for match in filter(None, map(UNITTEST_FAILED.match, lines)):
        failed += sum(int(n) for n in re.findall(r"(?:failures|errors)=(\d+)", match.group(1)))
    return max(sum(ran) - failed, 0), failed


COUNTERS = {"unit": count_unit, "e2e": count_e2e, "xterm-test": count_xterm, "deb-test": count_deb}


def counts(part, lines, status):
    """(passed, failed) for a part from its output and exit status."""
    counted = COUNTERS.get(part, count_unittest)(lines)
    passed, failed = counted if counted else ((1, 0) if status == 0 else (0, 1))
    if status != 0 and failed == 0:
        failed = 1
    return passed, failed


def run(command):
    """Runs a command, echoing its output (stderr with it) as it comes."""
    lines = []
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, bufsize=0
    ) as process:
        for raw in iter(process.stdout.readline, b""):
            sys.stdout.buffer.write(raw)
            sys.stdout.flush()
            lines.append(raw.decode("utf-8", "replace").rstrip("\r\n"))
    return process.returncode, lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--make", default="make", help="the make to run each part with")
    parser.add_argument("parts", nargs="+")
    args = parser.parse_args()
    rows = []
    warnings = []
    for part in args.parts:
        started = time.monotonic()
        status, lines = run([args.make, "--no-print-directory", part])
        passed, failed = counts(part, lines, status)
        rows.append((part, passed, failed, time.monotonic() - started))
        warnings += [f"{part}: {line}" for line in lines if WARNING.match(line)]
    rows.append(("no warning", 0 if warnings else 1, 1 if warnings else 0, 0))
    print()
    if warnings:
        print(f"warnings ({len(warnings)}):")
        print("\n".join(warnings))
    for part, passed, failed, seconds in rows:
        verdict = "FAILED" if failed else "ok"
        print(f"  {part:<12} {passed:>5} passed {failed:>4} failed {seconds:>6.0f} s  {verdict}")
    passed = sum(row[1] for row in rows)
    failed = sum(row[2] for row in rows)
    print(f"test: {passed} passed, {failed} failed", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
