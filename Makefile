# reorder: the front door. `make run` to try it, `make test` to test it.
SWIFT ?= swift
BIN := .build/release/reorder
DEBUG_BIN := .build/debug/reorder

# Where `make install` puts things: $(DESTDIR)$(PREFIX)/bin and so on.
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
INSTALL ?= install

.PHONY: all build debug run test unit e2e bench fuzz lint format clean ci check-deps install uninstall

all: build

# ncursesw comes from Debian's libncurses-dev; say so plainly if it is missing.
check-deps:
	@pkg-config --exists ncursesw 2>/dev/null || { \
	  echo "make: the ncursesw headers are missing: run 'sudo apt-get install -y libncurses-dev pkg-config'" >&2; \
	  exit 1; }

# The Swift runtime is linked in statically: the binary starts faster and
# runs on machines without the toolchain (only libncursesw is needed).
RELEASE := -c release --static-swift-stdlib

build: check-deps
	$(SWIFT) build $(RELEASE) --product reorder

debug: check-deps
	$(SWIFT) build --product reorder

# Build and open the tool on the bundled demo list; the result is printed.
run: build
	$(BIN) demo/tasks.txt

# Every test: unit tests (Swift Testing), then end-to-end tests in tmux.
test: unit e2e

unit: check-deps
	$(SWIFT) test

e2e: build
	@command -v tmux >/dev/null || { echo "make: tmux is missing: run 'sudo apt-get install -y tmux'" >&2; exit 1; }
	REORDER=$(BIN) Tests/e2e/run.sh

# Engine figures (reorder-bench), then reorder beside fzf in a pty
# (bench/compare.sh: first frame, memory, bytes per step, accept, auto-scroll).
bench: build
	$(SWIFT) build $(RELEASE) --product reorder-bench
	.build/release/reorder-bench
	bench/compare.sh $(BIN)

lint:
	$(SWIFT) format lint --strict -r Sources Tests

format:
	$(SWIFT) format -i -r Sources Tests

clean:
	rm -rf .build

# The release binary, the man page and the bash, zsh and fish completions,
# each where those shells look for them under $(PREFIX).
install: build
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)/man1" \
	  "$(DESTDIR)$(DATADIR)/bash-completion/completions" \
	  "$(DESTDIR)$(DATADIR)/zsh/site-functions" \
	  "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d"
	$(INSTALL) -m 755 $(BIN) "$(DESTDIR)$(BINDIR)/reorder"
	$(INSTALL) -m 644 docs/reorder.1 "$(DESTDIR)$(MANDIR)/man1/reorder.1"
	$(INSTALL) -m 644 completions/reorder.bash "$(DESTDIR)$(DATADIR)/bash-completion/completions/reorder"
	$(INSTALL) -m 644 completions/_reorder "$(DESTDIR)$(DATADIR)/zsh/site-functions/_reorder"
	$(INSTALL) -m 644 completions/reorder.fish "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/reorder.fish"

# Removes what `make install` put there (with the same PREFIX and DESTDIR).
uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/reorder" \
	  "$(DESTDIR)$(MANDIR)/man1/reorder.1" \
	  "$(DESTDIR)$(DATADIR)/bash-completion/completions/reorder" \
	  "$(DESTDIR)$(DATADIR)/zsh/site-functions/_reorder" \
	  "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/reorder.fish"

# What CI runs (.ci/run installs the system packages first).
ci: test
