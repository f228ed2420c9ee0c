"""A real xterm under Xvfb, driven as a person drives it, seen as they see it.

Used by the contrast test (contrast_test.py) and the screenshot tool
(shoot.py). Needs the Debian packages xvfb, xterm, xfonts-base, xdotool
and imagemagick.

    with Display() as display:
        with XTerm(display, ["reorder", "list.txt"], bg="white", fg="black",
                   term="xterm-256color") as xterm:
            xterm.wait_for("1/4")              # the screen's text, polled
            xterm.key("question")              # real X key events
            xterm.mouse_down(4, 2)             # hold a row (column, row)
            image = xterm.screenshot("a.png")  # the pixels, as drawn
            ratio, glyph, background = cell_contrast(image, 4, 2, xterm.cell)

- The X display is a free one that Xvfb picks itself (-displayfd), so
  runs never collide with each other or with other users of Xvfb.
- The screen's text comes from xterm itself: Pause is bound to xterm's
  print-immediate action, which writes the screen as plain text to a file
  (the key never reaches the program). Waits poll that text until what is
  expected shows or a deadline passes: never a bare sleep. (Pause is in
  Xvfb's keyboard map; for a key that is not, such as F20, xdotool remaps
  a key code for a moment, and xterm sometimes read the key after the map
  was put back, and lost it.)
- Keys and the mouse go through the XTEST extension (xdotool), as from a
  keyboard and a mouse: xterm turns them into the bytes it always sends.
- Cell geometry: the window has no border, no scroll bar and no internal
  border, so a cell is the window's size divided by columns and rows.
"""

import os
import select
import shutil
import signal
import subprocess
import tempfile
import time

DEFAULT_TIMEOUT = float(os.environ.get("XTERM_TIMEOUT", "15"))


class Timeout(Exception):
    pass


def _run(args, display=None, **kwargs):
    env = dict(os.environ)
    if display is not None:
        env["DISPLAY"] = display
    return subprocess.run(args, env=env, check=True, capture_output=True, text=True, **kwargs)


class Display:
    """Xvfb on a display number it chooses itself (-displayfd)."""

    def __init__(self, width=1280, height=800, timeout=DEFAULT_TIMEOUT):
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24",
             "-nolisten", "tcp", "-noreset"],
            pass_fds=[write_end], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        number = b""
        deadline = time.monotonic() + timeout
        while not number.endswith(b"\n"):
            remaining = deadline - time.monotonic()
            ready, _, _ = select.select([read_end], [], [], max(0, remaining))
            if not ready:
                self.close()
                raise Timeout("Xvfb did not say which display it took")
            chunk = os.read(read_end, 16)
            if not chunk:
                self.close()
                raise RuntimeError("Xvfb exited before taking a display")
            number += chunk
        os.close(read_end)
        self.name = ":" + number.decode().strip()

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class XTerm:
    """An xterm running one command, with helpers to drive and watch it.

    bg/fg: xterm's -bg and -fg (the terminal's own background and text
    colours); term: the TERM the command sees (xterm's -tn); font: a
    fontconfig family (with size) or an XLFD name (BITMAP_FONT);
    answers_colors: False to make xterm ignore colour queries (OSC 11).
    """

    PRINT_KEY = "Pause"

    def __init__(self, display, command, bg="white", fg="black", term="xterm-256color",
                 columns=80, rows=24, font="DejaVu Sans Mono", size=11, env=None, cwd=None,
                 answers_colors=True, timeout=DEFAULT_TIMEOUT):
        self.display = display.name if isinstance(display, Display) else display
        self.columns = columns
        self.rows = rows
        self.timeout = timeout
        self.directory = tempfile.mkdtemp(prefix="reorder-xterm.")
        self.title = "reorder-xterm-" + os.path.basename(self.directory)
        self.print_prefix = os.path.join(self.directory, "screen.")
        child_env = dict(os.environ)
        child_env.update({"DISPLAY": self.display, "LC_ALL": "C.UTF-8"})
        child_env.pop("NO_COLOR", None)
        child_env.update(env or {})
        resources = [
            f"*printFileImmediate: {self.print_prefix}",
            "*printModeImmediate: 0",
            f"*VT100.translations: #override <Key>{self.PRINT_KEY}: print-immediate()",
        ]
        if not answers_colors:
            # No answer to colour queries (OSC 10/11), as a terminal that does
            # not know them: the program cannot tell the background.
            resources.append("*allowColorOps: false")
        args = ["xterm", "-b", "0", "-bw", "0", "+sb", "-tn", term, "-bg", bg, "-fg", fg,
                *self.font_options(font, size), "-geometry", f"{columns}x{rows}+0+0",
                "-title", self.title]
        for resource in resources:
            args += ["-xrm", resource]
        args += ["-e", "/bin/sh", "-c", 'exec "$@"', "sh"] + list(command)
        self.process = subprocess.Popen(args, env=child_env, cwd=cwd,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                        start_new_session=True)
        self.window = self._find_window()
        _run(["xdotool", "windowfocus", "--sync", self.window], self.display)
        width, height = self._window_size()
        if width % columns or height % rows:
            self.close()
            raise RuntimeError(f"a {width}x{height} window is not {columns}x{rows} whole cells")
        self.cell = (width // columns, height // rows)
        self.size = (width, height)

    #: A bitmap font (misc-fixed 9x18, and its bold): each pixel is the
    #: glyph's colour or the background's, never a blend, so contrast is
    #: measured exactly and no glyph bleeds into the next cell.
    BITMAP_FONT = "-misc-fixed-medium-r-normal--18-120-100-100-c-90-iso10646-1"

    @staticmethod
    def font_options(font, size):
        """xterm's options for a font: an XLFD name (starting with "-") is a
        core X font (-fn); anything else a fontconfig family (-fa, -fs)."""
        if font.startswith("-"):
            return ["-fn", font, "-fb", font.replace("-medium-", "-bold-")]
        return ["-fa", font, "-fs", str(size)]

    # MARK: - Window

    def _find_window(self):
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            result = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", self.title],
                                    env={**os.environ, "DISPLAY": self.display},
                                    capture_output=True, text=True)
            windows = result.stdout.split()
            if windows:
                return windows[0]
            if self.process.poll() is not None:
                raise RuntimeError("xterm exited at start: its command failed, or its font is missing")
            time.sleep(0.05)
        raise Timeout("xterm's window did not show")

    def _window_size(self):
        output = _run(["xdotool", "getwindowgeometry", "--shell", self.window], self.display).stdout
        values = dict(line.split("=", 1) for line in output.split())
        return int(values["WIDTH"]), int(values["HEIGHT"])

    def close(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        shutil.rmtree(self.directory, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # MARK: - Text on the screen

    def text(self):
        """The screen's rows as text, as xterm itself prints them."""
        for name in os.listdir(self.directory):
            if name.startswith("screen."):
                os.remove(os.path.join(self.directory, name))
        self.key(self.PRINT_KEY)
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            for name in os.listdir(self.directory):
                if name.startswith("screen."):
                    with open(os.path.join(self.directory, name), encoding="utf-8",
                              errors="replace") as file:
                        content = file.read()
                    lines = content.split("\n")
                    if len(lines) > self.rows:  # written in full
                        return [line.rstrip() for line in lines[:self.rows]]
            time.sleep(0.02)
        raise Timeout(f"xterm did not print its screen ({os.listdir(self.directory)})")

    def wait_for(self, expected, timeout=None):
        """Polls the screen until `expected` (a substring, or a function of
        the rows) holds; returns the rows. Raises Timeout with the last
        screen seen."""
        check = expected if callable(expected) else (lambda rows: any(expected in r for r in rows))
        deadline = time.monotonic() + (timeout or self.timeout)
        rows = []
        while time.monotonic() < deadline:
            rows = self.text()
            if check(rows):
                return rows
            time.sleep(0.05)
        raise Timeout(f"waited for {expected!r}; the screen shows:\n" + "\n".join(rows))

    def wait_for_change(self, before, timeout=None):
        """Polls until the screen's text differs from `before`."""
        return self.wait_for(lambda rows: rows != before, timeout)

    # MARK: - Keyboard and mouse

    def key(self, *names):
        """xdotool key names: "space", "Return", "question", "shift+j"…"""
        _run(["xdotool", "key", *names], self.display)

    def type(self, text):
        _run(["xdotool", "type", "--delay", "20", text], self.display)

    def _pixel(self, column, row):
        width, height = self.cell
        return column * width + width // 2, row * height + height // 2

    def mouse_move(self, column, row):
        x, y = self._pixel(column, row)
        _run(["xdotool", "mousemove", "--window", self.window, str(x), str(y)], self.display)

    def mouse_down(self, column, row, button=1):
        self.mouse_move(column, row)
        _run(["xdotool", "mousedown", str(button)], self.display)

    def mouse_up(self, button=1):
        _run(["xdotool", "mouseup", str(button)], self.display)

    # MARK: - Pixels

    def screenshot(self, png=None):
        """The window's pixels (an Image); also saved as a PNG if asked."""
        data = subprocess.run(["import", "-window", self.window, "-depth", "8", "ppm:-"],
                              env={**os.environ, "DISPLAY": self.display},
                              check=True, capture_output=True).stdout
        if png:
            _run(["import", "-window", self.window, png], self.display)
        return Image.from_ppm(data)


class Image:
    """RGB pixels from a binary PPM (P6, 8 bits a channel)."""

    def __init__(self, width, height, pixels):
        self.width = width
        self.height = height
        self.pixels = pixels

    @classmethod
    def from_ppm(cls, data):
        fields = []
        index = 0
        while len(fields) < 4:
            while data[index:index + 1].isspace():
                index += 1
            if data[index:index + 1] == b"#":
                index = data.index(b"\n", index)
                continue
            end = index
            while not data[end:end + 1].isspace():
                end += 1
            fields.append(data[index:end])
            index = end
        if fields[0] != b"P6" or fields[3] != b"255":
            raise ValueError("not an 8-bit binary PPM")
        width, height = int(fields[1]), int(fields[2])
        return cls(width, height, data[index + 1:index + 1 + width * height * 3])

    def cell_colors(self, column, row, cell):
        """Each distinct colour in a cell with how many pixels have it."""
        width, height = cell
        stride = self.width * 3
        start = row * height * stride + column * width * 3
        pixels = b"".join(self.pixels[start + y * stride:start + y * stride + width * 3]
                          for y in range(height))
        if pixels == pixels[:3] * (width * height):  # most cells: one colour
            return {pixels[:3]: width * height}
        counts = {}
        for x in range(0, len(pixels), 3):
            color = pixels[x:x + 3]
            counts[color] = counts.get(color, 0) + 1
        return counts


# MARK: - Contrast (WCAG 2)

def luminance(color):
    """Relative luminance of an sRGB colour (3 bytes)."""
    def channel(value):
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def cell_contrast(image, column, row, cell):
    """(ratio, glyph colour, background colour) for one cell, or None for
    a cell of one colour (nothing drawn in it). The background is the most
    common colour; the glyph is the colour farthest from it."""
    counts = image.cell_colors(column, row, cell)
    if len(counts) < 2:
        return None
    background = max(counts, key=counts.get)
    glyph = max(counts, key=lambda color: contrast(color, background))
    return contrast(glyph, background), glyph, background


def hex_color(color):
    return "#" + color.hex()
