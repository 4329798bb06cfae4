# coordcheck — two commands do everything on a fresh Debian machine:
#   make run    installs what is missing, builds in release, checks Scenarios/lionheart.txt
#   make test   installs what is missing, runs the whole test suite
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE_BIN := .build/release/coordcheck
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all setup build run test check-scenarios diagrams bench valgrind browser-test install uninstall clean

all: build

# Graphviz's C API (libgvc) comes from Debian's libgraphviz-dev; installed when missing.
setup:
	@if ! pkg-config --exists libgvc 2>/dev/null; then \
		if command -v apt-get >/dev/null 2>&1; then \
			echo "Installing libgraphviz-dev and pkg-config with apt-get…"; \
			$(SUDO) apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends libgraphviz-dev pkg-config >/dev/null; \
		else \
			echo "libgvc (Graphviz) not found and apt-get is unavailable: install Graphviz's development files (macOS: brew install graphviz pkg-config)."; \
		fi; \
	fi

build: setup
	$(SWIFT) build -c release

run: build
	$(RELEASE_BIN) Scenarios/lionheart.txt

test: setup
	$(SWIFT) build
	$(SWIFT) test --disable-xctest

# Every reference scenario and every known-bug scenario (the latter pass through `expect`).
check-scenarios: build
	$(RELEASE_BIN) Scenarios Scenarios/bugs --no-write

# Output/ holds the diagrams of every scenario in the repository; a test fails when they
# are stale. Regenerate them after changing a scenario or the drawing code.
diagrams: build
	rm -rf Output.new && $(RELEASE_BIN) Scenarios Scenarios/bugs --output Output.new > /dev/null
	rm -rf Output && mv Output.new Output

# The explorer's ladder of tabs(N, K) sizes with --jobs 1 and --jobs = cores, then the
# drawing layer: ms per snapshot (10, 50, 200 instances) and per film strip.
bench: build
	@command -v /usr/bin/time >/dev/null || $(SUDO) apt-get install -y -qq time >/dev/null
	python3 scripts/bench-explorer.py $(RELEASE_BIN)
	.build/release/coordcheck-bench --iterations 50

# A render loop under valgrind; Graphviz's own leaks are suppressed (valgrind.supp).
valgrind: build
	@command -v valgrind >/dev/null || { $(SUDO) apt-get install -y -qq valgrind >/dev/null; }
	valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=1 \
		--suppressions=valgrind.supp .build/release/coordcheck-bench --iterations 5

# The report page (index.html) in headless Chromium, installed when missing: stepping with
# the keys and the buttons, what each step shows, and a screenshot (scripts/browser-test.sh).
browser-test: setup
	SWIFT="$(SWIFT)" scripts/browser-test.sh

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/coordcheck

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/coordcheck

clean:
	rm -rf .build
