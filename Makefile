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

.PHONY: all build debug run test rules board-readers board-moves unit e2e xterm-test deb deb-test deb-install-test bench fuzz fuzz-build fuzz-smoke sanitize lint format clean ci check-deps install uninstall oracle oracle-check

all: build

# ncursesw comes from Debian's libncurses-dev; say so plainly if it is
# missing. (Package.swift names no pkg-config: the module map links it.)
NCURSES_HEADER ?= /usr/include/ncursesw/curses.h
check-deps:
	@test -e $(NCURSES_HEADER) || { \
	  echo "make: the ncursesw headers are missing ($(NCURSES_HEADER)): run 'sudo apt-get install -y libncurses-dev'" >&2; \
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

# Every test: the house rules first (they take seconds), unit tests (Swift
# Testing), the board readers (Python) and random moves read back by them, end-to-end tests in tmux, the contrast
# of every glyph in a real xterm, the Debian package built, linted and
# unpacked, and five seconds of fuzzing the input decoder. Each part runs
# even when one before failed; scripts/test-summary.py counts what each
# passed and failed and ends with one line, `test: N passed, N failed`
# (what CI reads), exiting 1 on a failure.
TEST_PARTS := rules board-readers unit board-moves e2e xterm-test deb-test fuzz-smoke
test:
	@python3 scripts/test-summary.py --make "$(MAKE)" $(TEST_PARTS)

# The house rules: swift format's lint, no function over 80 lines and no
# source file over 450 (generated tables apart: scripts/file-lengths.py).
rules: lint
	python3 scripts/function-lengths.py --max 80 --top 0 Sources
	python3 scripts/file-lengths.py --max 450 Sources
	@# A kind's code sees the engine as a KindContext (docs/architecture.md).
	@if grep -rln --include='*.swift' '^extension ReorderEngine' Sources | grep -v '^Sources/ReorderCore/'; then \
	  echo "rules: a kind extends ReorderEngine above; write it as an extension of KindContext"; exit 1; fi

# The readers of Obsidian Kanban and taskell boards written from those tools'
# source, on the boards of Tests/corpus/boards (seconds; Python only).
board-readers:
	python3 -m unittest discover -s Tests/boards

# Random card and lane moves on those boards through reorder --board
# --replay, each output read back by those readers as the same board moved
# and checked for the tool's layout byte for byte (issue 32).
board-moves: build
	REORDER=.build/release/reorder python3 Tests/boards/moves_test.py 100

unit: check-deps
	$(SWIFT) test

e2e: build
	@command -v tmux >/dev/null || { echo "make: tmux is missing: run 'sudo apt-get install -y tmux'" >&2; exit 1; }
	@for tool in vim nvim kak micro emacs Xvfb xterm xdotool; do command -v $$tool >/dev/null || { \
	  echo "make: $$tool is missing (the editor plugins' tests; kak outside tmux opens an xterm): run 'sudo apt-get install -y vim neovim kakoune micro emacs-nox xvfb xterm xdotool'" >&2; \
	  exit 1; }; done
	REORDER=$(BIN) Tests/e2e/run.sh

# reorder in a real xterm under Xvfb, on white and on black, TERM=xterm and
# xterm-256color, the background asked and unknown: every glyph on every
# screen must contrast 3:1 with its cell (Tests/xterm/contrast_test.py);
# the screen left as found (screen_as_found_test.py); a board dragged with
# xterm's left and right margins shows what tmux shows (margins_test.py).
XTERM_TOOLS := Xvfb xterm xdotool import python3 script tmux
xterm-test: build
	@for tool in $(XTERM_TOOLS); do command -v $$tool >/dev/null || { \
	  echo "make: $$tool is missing: run 'sudo apt-get install -y xvfb xterm xfonts-base xdotool imagemagick x11-utils python3 bsdutils tmux'" >&2; \
	  exit 1; }; done
	@status=0; for test in contrast_test screen_as_found_test margins_test; do \
	  echo "Tests/xterm/$$test.py $(BIN)"; \
	  if Tests/xterm/$$test.py $(BIN); then echo "xterm: $$test passed"; \
	  else echo "xterm: $$test failed"; status=1; fi; \
	done; exit $$status

# The Debian package, .build/deb/reorder_VERSION_ARCH.deb: the binary, the
# man page, the completions, the vim/neovim, kakoune, emacs and micro
# plugins, README and copyright
# (scripts/build-deb.sh says where each goes). Install it with
# `sudo apt-get install ./.build/deb/reorder_*.deb`.
# It packs make build's binary as it is: nothing is compiled again when the
# release build is current (the same `swift build` command and flags).
DEB_TOOLS := dpkg-deb dpkg-shlibdeps strip vim
deb: build
	@for tool in $(DEB_TOOLS); do command -v $$tool >/dev/null || { \
	  echo "make: $$tool is missing: run 'sudo apt-get install -y dpkg-dev binutils vim'" >&2; \
	  exit 1; }; done
	scripts/build-deb.sh $(BIN) .build/deb

# The package built, linted (lintian: no error or warning) and unpacked
# into a scratch root, where the binary, the man page and the plugins must
# work (Tests/deb/test_deb.sh).
deb-test: build
	@for tool in $(DEB_TOOLS) lintian man nvim kak emacs micro; do command -v $$tool >/dev/null || { \
	  echo "make: $$tool is missing: run 'sudo apt-get install -y dpkg-dev binutils lintian man-db vim neovim kakoune emacs-nox micro'" >&2; \
	  exit 1; }; done
	Tests/deb/test_deb.sh $(BIN)

# CI only (.ci/run; root or sudo): the .deb installed with apt-get, then
# reorder, man reorder and :Reorder in vim and neovim from the system's own
# paths, and removed again (refused where a reorder package is installed).
deb-install-test: build
	Tests/deb/install_test.sh $(BIN)

# Engine figures (reorder-bench), then reorder beside fzf in a pty
# (bench/compare.sh: first frame, memory, bytes per step, accept, auto-scroll).
bench: build
	$(SWIFT) build $(RELEASE) --product reorder-bench
	.build/release/reorder-bench
	bench/compare.sh $(BIN)

# Fuzzing (Fuzz/README.md): the input decoder under libFuzzer, then the
# engine's property test, FUZZ_SECONDS each.
FUZZ_SECONDS ?= 300
FUZZ_BIN := Fuzz/.build/release/fuzz-decoder

fuzz-build:
	$(SWIFT) build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld

fuzz: fuzz-build
	mkdir -p Fuzz/.build/corpus/decoder Fuzz/.build/artifacts
	$(FUZZ_BIN) -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 -dict=Fuzz/decoder.dict \
	  -artifact_prefix=Fuzz/.build/artifacts/ Fuzz/.build/corpus/decoder Fuzz/seeds/decoder
	REORDER_FUZZ_SECONDS=$(FUZZ_SECONDS) $(SWIFT) test --filter EnginePropertyTests

# (libFuzzer adds what it finds to the first directory: never the seeds.)
fuzz-smoke: fuzz-build
	rm -rf Fuzz/.build/corpus/smoke
	mkdir -p Fuzz/.build/corpus/smoke Fuzz/.build/artifacts
	$(FUZZ_BIN) -max_total_time=5 -dict=Fuzz/decoder.dict -artifact_prefix=Fuzz/.build/artifacts/ \
	  Fuzz/.build/corpus/smoke Fuzz/seeds/decoder

# Unit tests under AddressSanitizer and ThreadSanitizer, then the e2e
# tests against binaries built with each (a few tests skip themselves:
# E2E_SANITIZER). Builds go to .build/asan and .build/tsan. Minutes.
sanitize: check-deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/sanitizers/lsan.supp $(SWIFT) test --sanitize=address --scratch-path .build/asan
	$(SWIFT) build --sanitize=address --scratch-path .build/asan --product reorder
	ASAN_OPTIONS=detect_leaks=0 E2E_SANITIZER=address E2E_TIMEOUT=60 REORDER=.build/asan/debug/reorder Tests/e2e/run.sh
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan
	$(SWIFT) build --sanitize=thread --scratch-path .build/tsan --product reorder
	E2E_SANITIZER=thread E2E_TIMEOUT=60 REORDER=.build/tsan/debug/reorder Tests/e2e/run.sh

# The references' answers for the structure corpus (issue 31): cmark's
# blocks of each Markdown file and org-mode's result of each structure
# command on each heading of each org file, in
# Tests/corpus/structure/expected (docs/structure-oracle.md). `oracle`
# writes them; `oracle-check` writes them to a temporary directory and
# compares, so the stored files are what cmark and Emacs say. Needs cmark
# and emacs-nox; a few minutes.
oracle:
	scripts/oracle/generate.sh

oracle-check:
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	  scripts/oracle/generate.sh "$$tmp" && \
	  diff -r Tests/corpus/structure/expected "$$tmp" && \
	  echo "oracle-check: the stored answers are cmark's and org-mode's"

lint:
	$(SWIFT) format lint --strict -r Sources Tests

format:
	$(SWIFT) format -i -r Sources Tests

clean:
	rm -rf .build Fuzz/.build

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
ci: test oracle-check
