# coordcheck — two commands do everything on a fresh Debian machine:
#   make run    installs what is missing, builds in release, checks Scenarios/lionheart.txt
#   make test   installs what is missing, runs the whole test suite
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE_BIN := .build/release/coordcheck
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all setup test-setup build run test check-scenarios diagrams bench valgrind browser-test fuzz-build fuzz fuzz-minimize asan tsan install uninstall clean extract-table

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

# The reports are validated against their published schemas (Tests/Schemas/validate.py).
test-setup: setup
	@if ! /usr/bin/python3 -c 'import jsonschema, xmlschema' 2>/dev/null; then \
		echo "Installing python3-jsonschema and python3-xmlschema with apt-get (the tests validate SARIF and JUnit)…"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends python3-jsonschema python3-xmlschema >/dev/null; \
	fi

test: test-setup
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
	$(SWIFT) test --disable-xctest --sanitize=thread --scratch-path .build-tsan --filter "EngineTests|CrossCheckTests|ReportTests"

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/coordcheck

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/coordcheck

clean:
	rm -rf .build

# docs/extract.md's per-app table of `coordcheck extract` on the real-app corpus beside
# the project, measured by the test suite.
extract-table:
	COORDCHECK_UPDATE_DOCS=1 $(SWIFT) test --disable-xctest --filter theTableOfDocsExtractIsCurrent
