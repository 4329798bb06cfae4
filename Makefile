# coordcheck — two commands do everything on a fresh Debian machine:
#   make run    installs what is missing, builds, checks Scenarios/lionheart.txt
#   make test   installs what is missing, runs the whole test suite
PREFIX ?= /usr/local
SWIFT ?= swift
UNAME := $(shell uname -s)
# Linux: the Swift runtime is linked into release binaries, so they run without the toolchain.
STATIC := $(if $(filter Linux,$(UNAME)),--static-swift-stdlib,)
RELEASE_BIN := .build/release/coordcheck
DEBUG_BIN := .build/debug/coordcheck
VERSION := $(shell sed -n 's/.*current = "\(.*\)".*/\1/p' Sources/CoordCheckCore/CoordCheckVersion.swift)
ARCH := $(shell uname -m)
DIST := coordcheck-$(VERSION)-$(shell echo $(UNAME) | tr A-Z a-z)-$(ARCH)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all setup test-setup build run test check-scenarios diagrams bench bench-extract bench-allocations valgrind browser-test fuzz-build fuzz fuzz-minimize asan tsan manual install uninstall dist clean extract-table

all: build

# Graphviz from Debian's libgraphviz-dev (Homebrew's graphviz on macOS), installed when
# missing: its headers type-check every call coordcheck makes into Graphviz's C API
# (Sources/CGraphviz), and its library (libgvc, pulled in with it) draws the diagrams,
# loaded when the first one is drawn.
setup:
	@if [ "$(UNAME)" = Darwin ]; then \
		brew list graphviz >/dev/null 2>&1 || { echo "Installing Graphviz with Homebrew…"; brew install graphviz; }; \
	elif [ ! -f /usr/include/graphviz/gvc.h ] || ! /sbin/ldconfig -p 2>/dev/null | grep -q 'libgvc\.so\.6'; then \
		if command -v apt-get >/dev/null 2>&1; then \
			echo "Installing Graphviz (libgraphviz-dev) with apt-get…"; \
			$(SUDO) apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends libgraphviz-dev >/dev/null; \
		else \
			echo "Graphviz is missing and apt-get is unavailable: install Graphviz's development files to draw diagrams."; \
		fi; \
	fi

# The optimized binary (and the benchmark tool). The first build takes several minutes,
# most of it swift-syntax's optimized build.
build: setup
	$(SWIFT) build -c release $(STATIC)

# A newcomer's first run: a debug build (about a minute and a half on 2 cores, where the
# optimized one takes several), the same one `make test` uses. The release binary
# (`make build`, `make install`) checks large scenarios about ten times faster.
run: setup
	$(SWIFT) build --product coordcheck
	$(DEBUG_BIN) Scenarios/lionheart.txt

# The reports are validated against their published schemas (Tests/Schemas/validate.py).
test-setup: setup
	@if ! /usr/bin/python3 -c 'import jsonschema, xmlschema' 2>/dev/null; then \
		echo "Installing python3-jsonschema and python3-xmlschema with apt-get (the tests validate SARIF and JUnit)…"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends python3-jsonschema python3-xmlschema >/dev/null; \
	fi

# Then the SwiftPM command plugin (`swift package coordcheck`), as an app's package runs it.
test: test-setup
	$(SWIFT) build
	$(SWIFT) test --disable-xctest
	$(SWIFT) package --allow-writing-to-package-directory coordcheck Scenarios Scenarios/bugs --no-write --quiet

# Every reference scenario and every known-bug scenario (the latter pass through `expect`).
check-scenarios: build
	$(RELEASE_BIN) Scenarios Scenarios/bugs --no-write

# Output/ holds the diagrams of every scenario in the repository; a test fails when they
# are stale. Regenerate them after changing a scenario or the drawing code.
diagrams: build
	rm -rf Output.new && $(RELEASE_BIN) Scenarios Scenarios/bugs --output Output.new > /dev/null
	rm -rf Output && mv Output.new Output

# The explorer's ladder of tabs(N, K) sizes with --jobs 1 and --jobs = cores beside SPIN
# (Benchmarks/SPIN; Debian's spin and gcc, installed when missing), then the drawing layer:
# ms per snapshot (10, 50, 200 instances) and per film strip, extraction's growth with an
# app's size (bench-extract), then bench-allocations.
bench: build
	@command -v /usr/bin/time >/dev/null || $(SUDO) apt-get install -y -qq time >/dev/null
	@command -v spin >/dev/null && command -v gcc >/dev/null || $(SUDO) apt-get install -y -qq spin gcc >/dev/null
	python3 scripts/bench-explorer.py $(RELEASE_BIN)
	.build/release/coordcheck-bench --iterations 50
	python3 scripts/bench-extract.py $(RELEASE_BIN)
	$(MAKE) --no-print-directory bench-allocations

# How `coordcheck extract`'s time grows with an app's size: generated apps of 100 to 1,600
# coordinators (each draft checked to hold every coordinator), seconds and the growth
# exponent between sizes (1.0: linear in files). `make bench-extract ARGS=path/to/App` times
# your app beside them.
bench-extract: build
	python3 scripts/bench-extract.py $(RELEASE_BIN) $(ARGS)

# Heap allocations (issue 14: none per transition in steady state), counted by
# ordo-one/benchmark's malloc interposer: mallocs per transition of Explorer.check (--jobs 1,
# tabs(3,2) to depth 8 and 12) and per call of Machine.apply and Machine.enabledEvents over
# every state of tabs(3,2) to depth 6. Its own package (Benchmarks/Package.swift, built in
# Benchmarks/.build), so building and testing coordcheck never resolves the benchmark
# package; nothing to install. 3 to 4 minutes from clean on 2 cores, 20 s once built.
bench-allocations:
	cd Benchmarks && $(SWIFT) package benchmark --target Allocations --no-progress

# A render loop under valgrind; Graphviz's own leaks are suppressed (valgrind.supp).
valgrind: build
	@command -v valgrind >/dev/null || { $(SUDO) apt-get install -y -qq valgrind >/dev/null; }
	valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=1 \
		--suppressions=valgrind.supp .build/release/coordcheck-bench --iterations 5

# The report page (index.html) in headless Chromium, installed when missing: stepping with
# the keys and the buttons, what each step shows, and a screenshot (scripts/browser-test.sh).
browser-test: setup
	SWIFT="$(SWIFT)" SWIFT_BUILD_FLAGS="$(STATIC)" scripts/browser-test.sh

# libFuzzer on the scenario reader (Fuzz/ScenarioFuzzer.swift, built with swiftc together
# with CoordCheckCore's sources, -sanitize=fuzzer,address). `make fuzz FUZZ_SECONDS=3600`
# runs it from the committed corpus (Fuzz/corpus, seeded from Scenarios/); new inputs go to
# .build/fuzz/corpus, crashes to .build/fuzz/crash-*; `make fuzz-minimize` merges the new
# inputs into Fuzz/corpus, keeping only those that add coverage.
FUZZ_SECONDS ?= 600
FUZZER := .build/fuzz/scenario-fuzzer
FUZZ_FLAGS := -dict=Fuzz/scenario.dict -max_len=4096 -timeout=10 -rss_limit_mb=2048

fuzz-build:
	mkdir -p .build/fuzz/corpus
	@# gold's warnings about ASan's local symbols are the toolchain's own; everything else shows.
	swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -module-name CoordCheckFuzz \
		$$(find Sources/CoordCheckCore -name '*.swift' | sort) Fuzz/ScenarioFuzzer.swift -o $(FUZZER) \
		2> .build/fuzz/build.log; status=$$?; grep -v "Cannot export local symbol '__asan" .build/fuzz/build.log; exit $$status

fuzz: fuzz-build
	$(FUZZER) $(FUZZ_FLAGS) -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
		-artifact_prefix=.build/fuzz/ .build/fuzz/corpus Fuzz/corpus

fuzz-minimize: fuzz-build
	mkdir -p Fuzz/corpus.new
	$(FUZZER) $(FUZZ_FLAGS) -merge=1 Fuzz/corpus.new Fuzz/corpus .build/fuzz/corpus
	rm -rf Fuzz/corpus && mv Fuzz/corpus.new Fuzz/corpus

# The test suite under AddressSanitizer, and the explorer's parallel tests under
# ThreadSanitizer (each in its own build folder).
asan: setup
	LSAN_OPTIONS=suppressions=$(CURDIR)/lsan.supp:print_suppressions=0 \
		$(SWIFT) test --disable-xctest --sanitize=address --scratch-path .build-asan

tsan: setup
	$(SWIFT) test --disable-xctest --sanitize=thread --scratch-path .build-tsan --filter "EngineTests|CrossCheckTests|ReportTests|WorkerPoolTests"

# The man page, generated by swift-argument-parser's plugin from the command's own help
# (from the debug build, which `make test` shares: the page is the same).
manual:
	$(SWIFT) package generate-manual --configuration debug --date "$$(git log -1 --format=%cs 2>/dev/null || date +%F)"

# The binary, its man page and shell completions (bash, zsh, fish) under $(PREFIX).
install: build manual
	scripts/package.sh --binary $(RELEASE_BIN) --manual .build/plugins/GenerateManual/outputs/coordcheck --prefix $(DESTDIR)$(PREFIX)

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/coordcheck $(DESTDIR)$(PREFIX)/share/man/man1/coordcheck.1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/coordcheck $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_coordcheck \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/coordcheck.fish

# A release archive, dist/$(DIST).tar.gz: the binary (on Linux with the Swift runtime linked
# in: Graphviz's library is its only dependency beyond the C library, and only for drawing),
# the man page, shell completions, LICENSE, README.md and CHANGELOG.md.
dist: build manual
	rm -rf dist/$(DIST) && mkdir -p dist
	scripts/package.sh --binary $(RELEASE_BIN) --manual .build/plugins/GenerateManual/outputs/coordcheck --prefix dist/$(DIST) --strip --documents
	tar -C dist -czf dist/$(DIST).tar.gz $(DIST)
	@echo "wrote dist/$(DIST).tar.gz"

clean:
	rm -rf .build Benchmarks/.build dist

# docs/extract.md's per-app table of `coordcheck extract` on the real-app corpus beside
# the project, measured by the test suite.
extract-table:
	COORDCHECK_UPDATE_DOCS=1 $(SWIFT) test --disable-xctest --filter theTableOfDocsExtractIsCurrent
