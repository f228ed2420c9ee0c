#!/usr/bin/env python3
"""Run a terminal program under a pseudo-terminal and time what it draws.

The harness is the terminal: it owns the pty master, answers the few
queries a terminal answers (device attributes, cursor position), counts
every byte the program writes and keeps a small VT100/xterm screen model
of them, so "the screen shows X" is decided the way a person would see it,
with the time the deciding bytes arrived (no polling delay). Standard
library only.

Used by bench/compare.sh; each subcommand prints one JSON object:

  first-frame  time from fork to the first screen that shows FIRST (an
               item's text) and a counter like 12/345
  exit         time from fork to exit (a program that only starts and exits)
  session      waits until READY shows, sends KEYS, times until exit; with
               --rss, wraps the command in /usr/bin/time -f %M (max RSS)
  drag         reorder only: lifts a row with the mouse, drags it one row at
               a time and counts the bytes written per step; also keyboard
               steps and focus moves
  keys         bytes written per key press (e.g. Down in fzf)
  autoscroll   reorder only: hold a lifted row at the bottom edge; time
               until the status line shows the last position, and the gaps
               between frames
  preview      reorder only: focus moves and drag steps without and with a
               --preview pane open: bytes and time per step
"""

import argparse
import fcntl
import json
import os
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time

# --------------------------------------------------------------------------
# A small screen model: enough of VT100/xterm for ncurses and fzf.


class Screen:
    def __init__(self, cols, rows):
        self.cols, self.rows = cols, rows
        self.grid = [[" "] * cols for _ in range(rows)]
        self.x = self.y = 0
        self.top, self.bottom = 0, rows - 1
        self.saved = (0, 0)
        self.last = " "
        self.state = "text"
        self.seq = ""
        self.utf8 = b""
        self.replies = []
        # Bytes by the row the cursor is on once a character or sequence
        # is complete (a cursor move counts for the row it goes to).
        self.row_bytes = [0] * rows
        self.pending = 0

    def line(self, y):
        return "".join(self.grid[y])

    def lines(self):
        return [self.line(y) for y in range(self.rows)]

    def text(self):
        return "\n".join(self.lines())

    def _scroll_up(self, n=1):
        for _ in range(n):
            del self.grid[self.top]
            self.grid.insert(self.bottom, [" "] * self.cols)

    def _scroll_down(self, n=1):
        for _ in range(n):
            del self.grid[self.bottom]
            self.grid.insert(self.top, [" "] * self.cols)

    def _put(self, ch):
        if self.x >= self.cols:
            self.x = 0
            self._lf()
        self.grid[self.y][self.x] = ch
        self.last = ch
        self.x += 1

    def _lf(self):
        if self.y == self.bottom:
            self._scroll_up()
        elif self.y < self.rows - 1:
            self.y += 1

    def feed(self, data):
        for b in data:
            self.pending += 1
            self._byte(b)
            if self.state == "text" and not self.utf8:
                self.row_bytes[min(self.y, self.rows - 1)] += self.pending
                self.pending = 0

    def _byte(self, b):
        st = self.state
        if st == "text":
            if self.utf8:
                self.utf8 += bytes([b])
                try:
                    ch = self.utf8.decode()
                except UnicodeDecodeError:
                    if len(self.utf8) >= 4:
                        self.utf8 = b""
                        self._put("?")
                    return
                self.utf8 = b""
                self._put(ch)
            elif b == 0x1B:
                self.state, self.seq = "esc", ""
            elif b == 0x0D:
                self.x = 0
            elif b == 0x0A or b == 0x0B or b == 0x0C:
                self._lf()
            elif b == 0x08:
                self.x = max(0, min(self.x, self.cols - 1) - 1)
            elif b == 0x09:
                self.x = min(self.cols - 1, (self.x // 8 + 1) * 8)
            elif b < 0x20 or b == 0x7F:
                pass
            elif b >= 0x80:
                self.utf8 = bytes([b])
            else:
                self._put(chr(b))
        elif st == "esc":
            c = chr(b)
            if c == "[":
                self.state = "csi"
            elif c == "]":
                self.state = "osc"
            elif c in "P_^X":
                self.state = "string"
            elif c in "()*+#%":
                self.state = "charset"
            else:
                self.state = "text"
                if c == "7":
                    self.saved = (self.x, self.y)
                elif c == "8":
                    self.x, self.y = self.saved
                elif c == "M":
                    if self.y == self.top:
                        self._scroll_down()
                    elif self.y > 0:
                        self.y -= 1
                elif c == "D":
                    self._lf()
                elif c == "E":
                    self.x = 0
                    self._lf()
                elif c == "c":
                    self.__init__(self.cols, self.rows)
        elif st == "charset":
            self.state = "text"
        elif st in ("osc", "string"):
            if b == 0x07 and st == "osc":
                self.state = "text"
            elif b == 0x1B:
                self.state = st + "-esc"
        elif st in ("osc-esc", "string-esc"):
            self.state = "text" if chr(b) == "\\" else st[:-4]
        elif st == "csi":
            if 0x40 <= b <= 0x7E:
                self.state = "text"
                self._csi(self.seq, chr(b))
            else:
                self.seq += chr(b)

    def _csi(self, seq, final):
        private = seq[:1] if seq[:1] in "?<>=" else ""
        body = seq[len(private):]
        parts = [p for p in re.split("[;:]", body)] if body else []

        def arg(i, default):
            try:
                v = int(parts[i]) if parts[i] != "" else default
            except (IndexError, ValueError):
                v = default
            return v

        n = max(1, arg(0, 1))
        cols, rows = self.cols, self.rows
        if private:
            return  # modes, and the kitty keyboard query: not supported
        if final in "Hf":
            self.y = min(rows - 1, max(1, arg(0, 1)) - 1)
            self.x = min(cols - 1, max(1, arg(1, 1)) - 1)
        elif final == "A":
            self.y = max(self.top if self.y >= self.top else 0, self.y - n)
        elif final == "B":
            self.y = min(self.bottom if self.y <= self.bottom else rows - 1, self.y + n)
        elif final == "C":
            self.x = min(cols - 1, self.x + n)
        elif final == "D":
            self.x = max(0, min(self.x, cols - 1) - n)
        elif final == "G" or final == "`":
            self.x = min(cols - 1, n - 1)
        elif final == "d":
            self.y = min(rows - 1, n - 1)
        elif final == "E":
            self.x, self.y = 0, min(rows - 1, self.y + n)
        elif final == "F":
            self.x, self.y = 0, max(0, self.y - n)
        elif final == "K":
            mode = arg(0, 0)
            row = self.grid[self.y]
            x = min(self.x, cols)
            if mode == 0:
                row[x:] = [" "] * (cols - x)
            elif mode == 1:
                row[: x + 1] = [" "] * (x + 1)
            else:
                self.grid[self.y] = [" "] * cols
        elif final == "J":
            mode = arg(0, 0)
            if mode == 0:
                self.grid[self.y][self.x:] = [" "] * (cols - self.x)
                for y in range(self.y + 1, rows):
                    self.grid[y] = [" "] * cols
            elif mode == 1:
                for y in range(0, self.y):
                    self.grid[y] = [" "] * cols
                self.grid[self.y][: self.x + 1] = [" "] * (self.x + 1)
            else:
                self.grid = [[" "] * cols for _ in range(rows)]
        elif final == "X":
            row = self.grid[self.y]
            for x in range(self.x, min(cols, self.x + n)):
                row[x] = " "
        elif final == "b":
            for _ in range(n):
                self._put(self.last)
        elif final == "@":
            row = self.grid[self.y]
            row[self.x:] = ([" "] * n + row[self.x:])[: cols - self.x]
        elif final == "P":
            row = self.grid[self.y]
            row[self.x:] = (row[self.x + n:] + [" "] * n)[: cols - self.x]
        elif final == "L":
            if self.top <= self.y <= self.bottom:
                for _ in range(n):
                    del self.grid[self.bottom]
                    self.grid.insert(self.y, [" "] * cols)
        elif final == "M":
            if self.top <= self.y <= self.bottom:
                for _ in range(n):
                    del self.grid[self.y]
                    self.grid.insert(self.bottom, [" "] * cols)
        elif final == "S":
            self._scroll_up(n)
        elif final == "T":
            self._scroll_down(n)
        elif final == "r":
            self.top = max(0, arg(0, 1) - 1)
            self.bottom = min(rows - 1, arg(1, rows) - 1)
            self.x = self.y = 0
        elif final == "s":
            self.saved = (self.x, self.y)
        elif final == "u":
            self.x, self.y = self.saved
        elif final == "n" and arg(0, 0) == 6:
            self.replies.append(b"\x1b[%d;%dR" % (self.y + 1, self.x + 1))
        elif final == "c":
            self.replies.append(b"\x1b[?62;22c")


# --------------------------------------------------------------------------
# Running a program on the pty.


class Run:
    """A program on a fresh pty of COLS x ROWS, with stdin/stdout given."""

    def __init__(self, argv, cols=120, rows=40, stdin=None, stdout=None, env=None):
        self.screen = Screen(cols, rows)
        self.bytes = 0
        self.log = []  # (time, nbytes) of every read, for frame timing
        self.status = None
        master, slave = os.openpty()
        self.pid = None
        self.master = master
        winsize = struct.pack("HHHH", rows, cols, 0, 0)
        fcntl.ioctl(slave, termios.TIOCSWINSZ, winsize)
        self.t0 = time.perf_counter()
        pid = os.fork()
        if pid == 0:
            try:
                os.close(master)
                os.setsid()
                fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
                inp = os.open(stdin, os.O_RDONLY) if stdin else slave
                out = os.open(stdout, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644) if stdout else slave
                os.dup2(inp, 0)
                os.dup2(out, 1)
                os.dup2(slave, 2)
                for fd in (inp, out, slave):
                    if fd > 2:
                        try:
                            os.close(fd)
                        except OSError:
                            pass
                e = dict(os.environ)
                e.update({"TERM": "xterm-256color", "COLUMNS": str(cols), "LINES": str(rows)})
                e.pop("TMUX", None)
                for k in ("FZF_DEFAULT_OPTS", "FZF_DEFAULT_COMMAND", "NO_COLOR"):
                    e.pop(k, None)
                if env:
                    e.update(env)
                os.execvpe(argv[0], argv, e)
            finally:
                os._exit(127)
        os.close(slave)
        self.pid = pid

    def elapsed(self):
        return time.perf_counter() - self.t0

    def _read(self, timeout):
        """Reads what is there (waiting up to `timeout`); False at EOF."""
        r, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not r:
            return True
        try:
            data = os.read(self.master, 1 << 16)
        except OSError:
            data = b""
        if not data:
            return False
        now = time.perf_counter()
        self.bytes += len(data)
        self.log.append((now, len(data)))
        self.screen.feed(data)
        if self.screen.replies:
            for reply in self.screen.replies:
                os.write(self.master, reply)
            self.screen.replies = []
        return True

    def wait_for(self, predicate, timeout=60.0):
        """Reads until predicate(screen) holds; returns the arrival time of
        the bytes that made it hold (relative to fork)."""
        deadline = time.perf_counter() + timeout
        if predicate(self.screen):
            return self.elapsed()
        while time.perf_counter() < deadline:
            if not self._read(deadline - time.perf_counter()):
                break
            if predicate(self.screen):
                return self.log[-1][0] - self.t0
        raise TimeoutError("screen never showed what was awaited:\n" + self.screen.text())

    def settle(self, quiet=0.05, timeout=5.0):
        """Reads until nothing arrives for `quiet` seconds."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            r, _, _ = select.select([self.master], [], [], quiet)
            if not r:
                return
            if not self._read(0):
                return

    def send(self, data):
        if isinstance(data, str):
            data = data.encode()
        os.write(self.master, data)

    def wait_exit(self, timeout=60.0):
        """Waits for the program to exit (draining the pty); returns the
        time of exit relative to fork."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                t = self.elapsed()
                self.status = status
                return t
            self._read(0.001)
        raise TimeoutError("the program did not exit")

    def close(self):
        if self.status is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
                os.waitpid(self.pid, 0)
            except OSError:
                pass
        os.close(self.master)


COUNTER = re.compile(r"(^|\s)\d+/\d+")


def shows_first_frame(first):
    def check(screen):
        lines = screen.lines()
        return any(first in l for l in lines) and any(COUNTER.search(l) for l in lines)

    return check


def shows(pattern):
    regex = re.compile(pattern)
    return lambda screen: any(regex.search(l) for l in screen.lines())


# --------------------------------------------------------------------------
# Subcommands.


def cmd_first_frame(a):
    run = Run(a.argv, a.cols, a.rows, stdin=a.stdin, stdout="/dev/null")
    try:
        t = run.wait_for(shows_first_frame(a.first), a.timeout)
    finally:
        run.close()
    return {"ms": t * 1000}


def cmd_exit(a):
    run = Run(a.argv, a.cols, a.rows, stdin=a.stdin, stdout="/dev/null")
    try:
        t = run.wait_exit(a.timeout)
    finally:
        run.close()
    return {"ms": t * 1000}


def cmd_session(a):
    argv = a.argv
    rss_file = None
    if a.rss:
        rss_file = "%s.rss.%d" % (a.rss, os.getpid())
        argv = ["/usr/bin/time", "-o", rss_file, "-f", "%M"] + argv
    run = Run(argv, a.cols, a.rows, stdin=a.stdin, stdout=a.stdout or "/dev/null")
    try:
        ready = run.wait_for(shows(a.ready), a.timeout)
        run.settle(0.05)
        t0 = time.perf_counter()
        run.send(a.keys.encode().decode("unicode_escape"))
        t1 = run.wait_exit(a.timeout)
        accept = t1 - (t0 - run.t0)
    finally:
        run.close()
    result = {"ready_ms": ready * 1000, "exit_after_keys_ms": accept * 1000,
              "status": os.waitstatus_to_exitcode(run.status) if run.status is not None else None}
    if rss_file:
        with open(rss_file) as f:
            result["max_rss_kb"] = int(f.read().split()[-1])
        os.unlink(rss_file)
    return result


def sgr(button, x, y, release=False):
    return "\x1b[<%d;%d;%d%s" % (button, x, y, "m" if release else "M")


def cmd_drag(a):
    """Bytes per drag step. Lifts the row at screen row 10 with the mouse
    (long press 0), then moves it down and up one row at a time, waiting
    after each report until the status line narrates the new position and
    the output is quiet; then the same with the keyboard (Space, Down),
    and plain focus moves (Down)."""
    argv = a.argv + ["--long-press", "0", "--no-animation"]
    run = Run(argv, a.cols, a.rows, stdin=a.stdin, stdout="/dev/null")
    out = {}
    try:
        run.wait_for(shows(a.ready), a.timeout)
        run.settle(0.1)
        # Focus moves: Down x N.
        before = run.bytes
        for i in range(a.steps):
            run.send("j")
            run.wait_for(shows(r"[Pp]osition %d of" % (i + 2)), 10)
            run.settle(0.02)
        out["focus_step_bytes"] = (run.bytes - before) / a.steps
        run.send("g")
        run.wait_for(shows(r"[Pp]osition 1 of"), 10)
        run.settle(0.05)
        # Pointer drag.
        row = 10
        run.send(sgr(0, 5, row))
        run.wait_for(shows(r"Lifted"), 10)
        run.settle(0.05)
        before = run.bytes
        status_before = run.screen.row_bytes[-1]
        positions = list(range(row + 1, row + 1 + a.steps)) + list(range(row + a.steps - 1, row - 1, -1))
        for y in positions:
            run.send(sgr(32, 5, y))
            run.wait_for(shows(r"Moving .*position %d of" % y), 10)
            run.settle(0.02)
        out["drag_step_bytes"] = (run.bytes - before) / len(positions)
        out["drag_step_status_bytes"] = (run.screen.row_bytes[-1] - status_before) / len(positions)
        run.send(sgr(0, 5, row, release=True))
        run.wait_for(shows(r"Dropped|Moved"), 10)
        run.settle(0.05)
        # Keyboard drag: Space lifts the focused row, Down/Up move it.
        run.send(" ")
        run.wait_for(shows(r"Lifted"), 10)
        run.settle(0.05)
        before = run.bytes
        start = int(re.search(r"[Pp]osition (\d+)", "\n".join(run.screen.lines())).group(1))
        moves = ["j"] * a.steps + ["k"] * a.steps
        p = start
        for key in moves:
            p += 1 if key == "j" else -1
            run.send(key)
            run.wait_for(shows(r"Moving .*position %d of" % p), 10)
            run.settle(0.02)
        out["key_drag_step_bytes"] = (run.bytes - before) / len(moves)
        run.send("\x1b")
        run.wait_for(shows(r"Cancelled"), 10)
        run.send("\x03")  # Ctrl-C: quits at once, changes or not
        run.wait_exit(10)
    finally:
        run.close()
    out["row_width"] = a.cols
    return out


def cmd_keys(a):
    """Bytes written per key press, after READY shows (e.g. fzf and Up):
    sends the key, waits for quiet output, N times. Every press must change
    what the screen shows (a key that moves nothing, such as Down on the
    item at the bottom of fzf's default layout, is an error, not a
    figure)."""
    run = Run(a.argv, a.cols, a.rows, stdin=a.stdin, stdout="/dev/null")
    try:
        run.wait_for(shows(a.ready), a.timeout)
        run.settle(0.2)
        before = run.bytes
        key = a.key.encode().decode("unicode_escape")
        for step in range(a.steps):
            shown = run.screen.lines()
            run.send(key)
            run.settle(0.05)
            if run.screen.lines() == shown:
                raise RuntimeError("key %r changed nothing on the screen (step %d)" % (a.key, step + 1))
        per = (run.bytes - before) / a.steps
        run.send("\x1b")
        run.wait_exit(10)
    finally:
        run.close()
    return {"bytes_per_key": per}


def cmd_autoscroll(a):
    """Lifts the first row with a long press, moves the pointer to the
    bottom item row and holds it there; times until the status line says
    the row is at the last position. Frames are the bursts of output (reads
    more than 5 ms apart)."""
    run = Run(a.argv, a.cols, a.rows, stdin=a.stdin, stdout="/dev/null")
    out = {}
    try:
        run.wait_for(shows(a.ready), a.timeout)
        run.settle(0.1)
        run.send(sgr(0, 5, 1))
        run.wait_for(shows(r"Lifted"), 10)
        run.settle(0.05)
        edge = a.rows - 1  # the last item row (the status line is below)
        first_read = len(run.log)
        t0 = time.perf_counter()
        run.send(sgr(32, 5, edge))
        t1 = run.wait_for(shows(a.last), a.timeout) + run.t0
        out["to_end_s"] = t1 - t0
        frames = [t for (t, _) in run.log[first_read:]]
        starts = [frames[0]] if frames else []
        for prev, t in zip(frames, frames[1:]):
            if t - prev > 0.005:
                starts.append(t)
        if os.environ.get("PTYBENCH_DEBUG"):
            for a_, b in zip(starts, starts[1:]):
                if b - a_ > 0.03:
                    print("gap %.1f ms at %.2f s" % ((b - a_) * 1000, a_ - t0), file=sys.stderr)
        # From 1.5 s on the ramp passes more than one row per 20 ms tick, so
        # every tick must draw a frame: a gap of two ticks or more there is
        # a dropped frame. (Before that a tick may scroll nothing, and
        # nothing is drawn.)
        steady = [t for t in starts if t - t0 >= 1.5]
        gaps = sorted(b - a_ for a_, b in zip(steady, steady[1:]))
        out["frames"] = len(starts)
        out["median_gap_ms"] = gaps[len(gaps) // 2] * 1000 if gaps else None
        out["max_gap_ms"] = gaps[-1] * 1000 if gaps else None
        out["gaps_over_40ms"] = sum(1 for g in gaps if g > 0.040)
        out["bytes"] = sum(n for (_, n) in run.log[first_read:])
        run.send(sgr(0, 5, edge, release=True))
        run.settle(0.1)
        run.send("\x03")  # Ctrl-C: quits at once, changes or not
        run.wait_exit(10)
    finally:
        run.close()
    return out


# The bench input's line N (1-based), as bench/compare.sh writes it.
def bench_line(n):
    return "src/m%03d/file-%07d.go" % (n % 977, n)


PREVIEW_COMMAND = "printf 'preview of %s\\nline %s\\n' {} {n}"


def preview_steps(a, preview):
    """Focus moves (j) from the first row, then a pointer drag of row 10
    down and back, one row a step; with `preview`, a --preview pane is open
    (right, 50%). A step's time is from sending its key or report to the
    arrival of the bytes that make the status line narrate it; its bytes
    are everything written until the output is quiet for 20 ms after that
    (with a pane: after the pane shows the new row's preview, for focus
    moves; a drag step runs nothing, the pane keeps the lifted row's)."""
    argv = a.argv + ["--long-press", "0", "--no-animation"]
    if preview:
        argv += ["--preview", PREVIEW_COMMAND]
    run = Run(argv, a.cols, a.rows, stdin=a.stdin, stdout="/dev/null")
    out = {}
    try:
        run.wait_for(shows(a.ready), a.timeout)
        if preview:
            run.wait_for(shows(r"preview of %s" % re.escape(bench_line(1))), 10)
        run.settle(0.1)

        def step(data, narration, pane=None):
            t0 = time.perf_counter()
            before = run.bytes
            run.send(data)
            t1 = run.wait_for(shows(narration), 10) + run.t0
            if pane:
                run.wait_for(shows(pane), 10)
            run.settle(0.02)
            return (t1 - t0) * 1000, run.bytes - before

        focus = [step("j", r"[Pp]osition %d\b" % (i + 2),
                      r"preview of %s" % re.escape(bench_line(i + 2)) if preview else None)
                 for i in range(a.steps)]
        run.send("g")
        run.wait_for(shows(r"[Pp]osition 1 of"), 10)
        row = 10
        run.send(sgr(0, 5, row))
        run.wait_for(shows(r"Lifted"), 10)
        if preview:
            run.wait_for(shows(r"preview of %s" % re.escape(bench_line(row))), 10)
        run.settle(0.1)
        positions = list(range(row + 1, row + 1 + a.steps)) + list(range(row + a.steps - 1, row - 1, -1))
        drag = [step(sgr(32, 5, y), r"Moving .*position %d\b" % y) for y in positions]
        run.send(sgr(0, 5, row, release=True))
        run.wait_for(shows(r"Dropped|Moved"), 10)
        run.send("\x03")  # Ctrl-C: quits at once, changes or not
        run.wait_exit(10)
    finally:
        run.close()
    for name, steps in (("focus", focus), ("drag", drag)):
        out[name + "_ms"] = median([ms for ms, _ in steps])
        out[name + "_bytes"] = sum(b for _, b in steps) / len(steps)
    return out


def cmd_preview(a):
    """Bytes and time per step without and with a preview pane, the two
    runs one after the other on the same input."""
    return {"without": preview_steps(a, False), "with": preview_steps(a, True)}


def preview_rows(figures):
    """The comparison table's rows for cmd_preview's figures."""
    rows = []
    for name, what in (("focus", "focus move (Down)"), ("drag", "pointer drag step (one row)")):
        w, p = figures["without"], figures["with"]
        bytes_ratio = p[name + "_bytes"] / w[name + "_bytes"]
        time_ratio = p[name + "_ms"] / w[name + "_ms"]
        rows.append(("%s with a preview pane open: bytes per step (without: %.1f)" % (what, w[name + "_bytes"]),
                     "%.1f" % p[name + "_bytes"], "—", "%.2f×" % bytes_ratio, "≤ 1.50×", "yes" if bytes_ratio <= 1.5 else "**no**"))
        rows.append(("… time from the key to its narration, median (ms; without: %.2f)" % w[name + "_ms"],
                     "%.2f" % p[name + "_ms"], "—", "%.2f×" % time_ratio, "≤ 1.50×", "yes" if time_ratio <= 1.5 else "**no**"))
    return rows


# --------------------------------------------------------------------------
# The side-by-side comparison that bench/compare.sh prints.


def measure_huge(a, progress):
    """The ten-million-line figures: launch → every line loaded and shown
    (reorder, fzf) with peak memory, and the engine's bare load of the same
    input, taking turns, MEMORY_RUNS times."""
    huge, out = a.huge, a.out
    with open(huge, "rb") as f:
        lines = sum(chunk.count(b"\n") for chunk in iter(lambda: f.read(1 << 24), b""))
    progress("%s lines: launch to all shown, peak memory, bare load (%d runs each)" % (format(lines, ","), a.memory_runs))
    runs = {"r": [], "f": [], "bare": []}
    for _ in range(a.memory_runs):
        runs["r"].append(cmd_session(ns(stdin=huge, ready=r"(^|\s)1/%d\s" % lines, rss=os.path.join(out, "rss"),
                                        timeout=300, argv=[a.reorder])))
        if a.fzf:
            runs["f"].append(cmd_session(ns(stdin=huge, ready=r"(^|\s)%d/%d(\s|$)" % (lines, lines), timeout=300,
                                            rss=os.path.join(out, "rss"),
                                            stdout=os.path.join(out, "fzf-selected.txt"), argv=[a.fzf])))
        bare = json.loads(subprocess.check_output([a.bench, "load", huge, "1"]))
        if bare.get("items") != lines:
            raise RuntimeError("reorder-bench load read %s items, not %d" % (bare.get("items"), lines))
        runs["bare"].append(bare["median_ms"])

    def med(k, field):
        return median([r[field] for r in runs[k]]) if runs[k] else None

    return {"lines": lines, "size": os.path.getsize(huge), "r_ready": med("r", "ready_ms"),
            "f_ready": med("f", "ready_ms"), "bare": median(runs["bare"]), "r_rss": med("r", "max_rss_kb"),
            "f_rss": med("f", "max_rss_kb")}


def huge_rows(h, m, lo, f, ratio, ok):
    """The table rows for measure_huge's figures (and the first frames)."""
    rows = []
    lines = format(h["lines"], ",")
    rows.append(("time to first frame, %s lines (ms)" % lines, f(m["r_huge"]), f(m["f_huge"]),
                 ratio(m["r_huge"], m["f_huge"]), "", ""))
    rows.append(("… ÷ the first frame with 100 lines (fastest of the runs: %s / %s ms)" % (f(lo["r_huge"]), f(lo["r_small"])),
                 "", "", ratio(m["r_huge"], m["r_small"]), "≤ 1.10×", ok(m["r_huge"] <= 1.1 * m["r_small"])))
    rows.append(("launch → all %s lines loaded and shown (ms)" % lines, f(h["r_ready"]), f(h["f_ready"]),
                 ratio(h["r_ready"], h["f_ready"]), "≤ 0.15×",
                 ok(None if h["f_ready"] is None else h["r_ready"] <= 0.15 * h["f_ready"])))
    rows.append(("… the engine's bare load of the same input (ms); launch ÷ bare load", f(h["bare"]), "",
                 ratio(h["r_ready"], h["bare"]), "≤ 2.00×", ok(h["r_ready"] <= 2 * h["bare"])))
    rr, fr = h["r_rss"], h["f_rss"]
    rows.append(("peak memory (max RSS), %s lines (MB)" % lines, f(rr / 1024), f(fr and fr / 1024), ratio(rr, fr), "", ""))
    rows.append(("peak memory ÷ input size (%.1f MB)" % (h["size"] / 1e6), "%.2f×" % (rr * 1024 / h["size"]),
                 "—" if fr is None else "%.2f×" % (fr * 1024 / h["size"]), "", "≤ 1.25×",
                 ok(rr * 1024 <= 1.25 * h["size"])))
    return rows


def median(values):
    values = sorted(values)
    n = len(values)
    return values[n // 2] if n % 2 else (values[n // 2 - 1] + values[n // 2]) / 2


def ns(**kw):
    base = dict(cols=120, rows=40, stdin=None, stdout=None, first=None, ready=r"\d+/\d+",
                last=r"[Pp]osition 1000000 of 1000000", keys="\\r", key="\\x1b[B", steps=10,
                rss=None, timeout=120, argv=[])
    base.update(kw)
    return argparse.Namespace(**base)


def cmd_compare(a):
    """Runs every measurement for reorder and fzf, alternating the two so
    they share the machine's noise, and prints a markdown table."""
    reorder, fzf = a.reorder, a.fzf
    big, small, out = a.big, a.small, a.out
    load_before = os.getloadavg()
    with open(big, "rb") as f:
        first_big = f.readline().rstrip(b"\n").decode()
        lines_big = 1 + sum(chunk.count(b"\n") for chunk in iter(lambda: f.read(1 << 20), b""))
    with open(small, "rb") as f:
        first_small = f.readline().rstrip(b"\n").decode()
    size_big = os.path.getsize(big)
    huge = a.huge
    if huge:
        with open(huge, "rb") as f:
            first_huge = f.readline().rstrip(b"\n").decode()
    n = a.runs
    loaded_r = r"(^|\s)1/%d\s" % lines_big
    loaded_f = r"(^|\s)%d/%d(\s|$)" % (lines_big, lines_big)

    def progress(what):
        print("  measuring " + what, file=sys.stderr, flush=True)

    progress("time to first frame (%d runs each)" % n)
    ff = {k: [] for k in ("r_big", "f_big", "r_small", "f_small", "true", "r_huge", "f_huge")}
    for _ in range(n):
        ff["r_big"].append(cmd_first_frame(ns(stdin=big, first=first_big, argv=[reorder]))["ms"])
        if fzf:
            ff["f_big"].append(cmd_first_frame(ns(stdin=big, first=first_big, argv=[fzf]))["ms"])
        if huge:
            ff["r_huge"].append(cmd_first_frame(ns(stdin=huge, first=first_huge, argv=[reorder]))["ms"])
            if fzf:
                ff["f_huge"].append(cmd_first_frame(ns(stdin=huge, first=first_huge, argv=[fzf]))["ms"])
        ff["r_small"].append(cmd_first_frame(ns(stdin=small, first=first_small, argv=[reorder]))["ms"])
        if fzf:
            ff["f_small"].append(cmd_first_frame(ns(stdin=small, first=first_small, argv=[fzf]))["ms"])
        ff["true"].append(cmd_exit(ns(argv=["true"]))["ms"])
    m = {k: (median(v) if v else None) for k, v in ff.items()}
    lo = {k: (min(v) if v else None) for k, v in ff.items()}

    progress("peak memory, load time and Enter-to-exit (%d runs each)" % a.memory_runs)
    rs = {"r": [], "f": []}
    for _ in range(a.memory_runs):
        rs["r"].append(cmd_session(ns(stdin=big, ready=loaded_r, rss=os.path.join(out, "rss"),
                                      argv=[reorder, "-o", os.path.join(out, "accepted.txt")])))
        if fzf:
            rs["f"].append(cmd_session(ns(stdin=big, ready=loaded_f, rss=os.path.join(out, "rss"),
                                          stdout=os.path.join(out, "fzf-selected.txt"), argv=[fzf])))
    with open(big, "rb") as x, open(os.path.join(out, "accepted.txt"), "rb") as y:
        same = x.read() == y.read()

    def med(k, field):
        return median([r[field] for r in rs[k]]) if rs[k] else None

    big_huge = measure_huge(a, progress) if huge else None

    progress("bytes per step (pointer drag, keyboard drag, focus move)")
    drag = cmd_drag(ns(stdin=big, ready=loaded_r, argv=[reorder]))
    # fzf's default layout puts the first item at the bottom with the
    # cursor on it: Down there moves nothing (17 bytes: the cursor hidden
    # and shown again). Up is its real focus move.
    fzf_key = cmd_keys(ns(stdin=big, ready=loaded_f, key="\\x1b[A", argv=[fzf]))["bytes_per_key"] if fzf else None

    progress("bytes and time per step with a preview pane open")
    preview = cmd_preview(ns(stdin=big, ready=loaded_r, steps=20, argv=[reorder]))

    progress("auto-scroll through %d rows (about ten seconds)" % lines_big)
    auto = cmd_autoscroll(ns(stdin=big, ready=loaded_r, last=r"[Pp]osition %d of %d" % (lines_big, lines_big),
                             argv=[reorder]))

    def f(x, digits=1):
        return "—" if x is None else ("%.*f" % (digits, x))

    def ratio(x, y):
        return "—" if x is None or y is None or y == 0 else "%.2f×" % (x / y)

    def ok(cond):
        return "" if cond is None else ("yes" if cond else "**no**")

    width = 120
    step_limit = 3 * width + 64
    rows = []
    rows.append(("time to first frame, %s lines (ms)" % format(lines_big, ","), f(m["r_big"]), f(m["f_big"]),
                 ratio(m["r_big"], m["f_big"]), "≤ 0.50×",
                 ok(None if m["f_big"] is None else m["r_big"] <= 0.5 * m["f_big"])))
    rows.append(("time to first frame, 100 lines (ms)", f(m["r_small"]), f(m["f_small"]),
                 ratio(m["r_small"], m["f_small"]), "", ""))
    rows.append(("… fastest of the runs: 1,000,000 / 100 lines / `true` (ms)",
                 "%s / %s / %s" % (f(lo["r_big"]), f(lo["r_small"]), f(lo["true"])),
                 "%s / %s" % (f(lo["f_big"]), f(lo["f_small"])), "", "", ""))
    rows.append(("… minus a program that only starts and exits (`true`: %s ms)" % f(m["true"]),
                 f(m["r_small"] - m["true"]), f(None if m["f_small"] is None else m["f_small"] - m["true"]),
                 "", "≤ 10 ms", ok(m["r_small"] - m["true"] <= 10)))
    rr, fr = med("r", "max_rss_kb"), med("f", "max_rss_kb")
    rows.append(("peak memory (max RSS), %s lines (MB)" % format(lines_big, ","), f(rr / 1024), f(fr and fr / 1024),
                 ratio(rr, fr), "≤ 0.60×", ok(None if fr is None else rr <= 0.6 * fr)))
    rows.append(("peak memory ÷ input size (%.1f MB)" % (size_big / 1e6), "%.2f×" % (rr * 1024 / size_big),
                 "—" if fr is None else "%.2f×" % (fr * 1024 / size_big), "", "≤ 2.50×",
                 ok(rr * 1024 <= 2.5 * size_big)))
    rl, fl = med("r", "ready_ms"), med("f", "ready_ms")
    rows.append(("launch → all lines loaded and shown (ms)", f(rl), f(fl), ratio(rl, fl), "", ""))
    ra, fa = med("r", "exit_after_keys_ms"), med("f", "exit_after_keys_ms")
    rows.append(("Enter → exit, %s lines written with `-o FILE` (ms)%s" % (format(lines_big, ","), "" if same else " **output differs from input!**"),
                 f(ra), f(fa), "", "≤ 200 ms", ok(ra <= 200)))
    rows.append(("bytes to the terminal per pointer drag step (one row)", f(drag["drag_step_bytes"]), "—",
                 "%.2f× of %d" % (drag["drag_step_bytes"] / step_limit, step_limit), "≤ 3×%d+64 = %d" % (width, step_limit),
                 ok(drag["drag_step_bytes"] <= step_limit)))
    rows.append(("… of which the status line (counter and narration)", f(drag["drag_step_status_bytes"]), "—", "", "", ""))
    rows.append(("bytes per keyboard drag step (Down while lifted)", f(drag["key_drag_step_bytes"]), "—",
                 "", "≤ %d" % step_limit, ok(drag["key_drag_step_bytes"] <= step_limit)))
    rows.append(("bytes per focus move (reorder Down, fzf Up: each a real move)", f(drag["focus_step_bytes"]), f(fzf_key),
                 ratio(drag["focus_step_bytes"], fzf_key), "≤ 2.00×",
                 ok(None if fzf_key is None else drag["focus_step_bytes"] <= 2 * fzf_key)))
    rows.append(("auto-scroll: hold at the bottom edge until the last row (s)", f(auto["to_end_s"], 2), "—", "", "bounded", ""))
    rows.append(("… frames drawn; from 1.5 s on: median / longest gap (ms), gaps over 40 ms",
                 "%d; %s / %s; %d" % (auto["frames"], f(auto["median_gap_ms"]), f(auto["max_gap_ms"]), auto["gaps_over_40ms"]),
                 "—", "", "no gap ≥ 2 ticks", ok(auto["gaps_over_40ms"] == 0)))
    rows += preview_rows(preview)

    if big_huge:
        rows += huge_rows(big_huge, m, lo, f, ratio, ok)

    print("| measure | reorder | fzf %s | ratio | target | met |" % (a.fzf_version or ""))
    print("| --- | ---: | ---: | ---: | ---: | :---: |")
    for r in rows:
        print("| " + " | ".join(r) + " |")
    print()
    notes = ["Medians of %d runs (first frame; the programs take turns, so they share the machine's noise) and "
             "%d runs (memory, load, Enter, bare load); one run for bytes per step and auto-scroll." % (n, a.memory_runs), "pty of %d×%d, TERM=xterm-256color; input on stdin from a file for both." % (width, 40)]
    if big_huge:
        notes.append("%s lines: %s (%.1f MB); the bare load is `reorder-bench load` (reading, splitting, indexing into "
                     "the store and list, no interface), run between the launches." % (
                         format(big_huge["lines"], ","), huge, big_huge["size"] / 1e6))
    if not fzf:
        notes.append("fzf could not be found or installed: its column is empty.")
    notes.append("fzf's Enter prints the one selected line (its stdout to a file); reorder writes all %s lines." % format(lines_big, ","))
    notes.append("Auto-scroll ticks every 20 ms; a frame is drawn only when something changed, and before 1.5 s "
                 "the ramp is slower than one row per tick, so gaps are counted from 1.5 s on.")
    notes.append("Preview rows: the same input with `--preview %s` (right, 50%%: the list is 60 columns), then "
                 "without; 20 steps each. A focus move's bytes include the pane showing the new row's preview; "
                 "a drag step runs no preview (the pane keeps the lifted row's)." % PREVIEW_COMMAND)
    notes.append("Load average (1, 5, 15 min) at the start: %s; at the end: %s (%d CPUs). Timings stretch with load."
                 % (" ".join("%.2f" % x for x in load_before), " ".join("%.2f" % x for x in os.getloadavg()),
                    os.cpu_count() or 0))
    for note in notes:
        print("- " + note)
    return None


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("mode", choices=["first-frame", "exit", "session", "drag", "keys", "autoscroll", "preview",
                                    "compare"])
    p.add_argument("--reorder", help="compare: the reorder binary")
    p.add_argument("--fzf", default="", help="compare: the fzf binary ('' to skip)")
    p.add_argument("--fzf-version", default="")
    p.add_argument("--big", help="compare: the large input")
    p.add_argument("--small", help="compare: the small input")
    p.add_argument("--huge", default="", help="compare: the ten-million-line input ('' to skip)")
    p.add_argument("--bench", default="", help="compare: the reorder-bench binary (for its bare load)")
    p.add_argument("--out", default="bench/out", help="compare: scratch directory")
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--memory-runs", type=int, default=3)
    p.add_argument("--cols", type=int, default=120)
    p.add_argument("--rows", type=int, default=40)
    p.add_argument("--stdin")
    p.add_argument("--stdout")
    p.add_argument("--first", help="first-frame: an item's text")
    p.add_argument("--ready", default=r"\d+/\d+", help="regex the screen shows when the program is ready")
    p.add_argument("--last", default=r"[Pp]osition 1000000 of 1000000", help="autoscroll: regex for the end")
    p.add_argument("--keys", default="\\r", help="session: keys to send once ready")
    p.add_argument("--key", default="\\x1b[B", help="keys: the key to send")
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--rss", help="session: measure max RSS (prefix for a temporary file)")
    p.add_argument("--timeout", type=float, default=120)
    args = sys.argv[1:]
    if "--" not in args:
        p.error("give the command after --")
    cut = args.index("--")
    a = p.parse_args(args[:cut])
    a.argv = args[cut + 1:]
    handler = {"first-frame": cmd_first_frame, "exit": cmd_exit, "session": cmd_session,
               "drag": cmd_drag, "keys": cmd_keys, "autoscroll": cmd_autoscroll, "preview": cmd_preview,
               "compare": cmd_compare}[a.mode]
    result = handler(a)
    if result is not None:
        print(json.dumps(result))


if __name__ == "__main__":
    main()
