# reorder: the front door. `make run` to try it, `make test` to test it.
SWIFT ?= swift
BIN := .build/release/reorder
DEBUG_BIN := .build/debug/reorder

.PHONY: all build debug run test unit e2e bench fuzz lint format clean ci check-deps install

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

# What CI runs (.ci/run installs the system packages first).
ci: test
