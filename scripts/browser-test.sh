#!/usr/bin/env bash
# The report page in a real browser: builds coordcheck, checks a bug scenario into a
# temporary folder, then drives its index.html in headless Chromium (scripts/browser_test.py,
# over the DevTools protocol): the steppers' keys and buttons, what each step shows, and a
# screenshot to look at.
#
#   scripts/browser-test.sh                     # or: make browser-test
#   SCENARIO=Scenarios/bugs/landing-strong-parent.txt scripts/browser-test.sh
#
# SCENARIO   the scenario to check (default: two violations, traces of 3 and 4 events)
# SCRATCH    swift build's scratch path (default .build)
# SWIFT_BUILD_FLAGS  more flags for the release build (make passes --static-swift-stdlib on Linux)
# SCREENSHOT where the PNG goes (default $SCRATCH/browser-test/index.png; -full.png beside it)
# Installs Chromium (apt-get) and websocket-client (pip) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

SCENARIO=${SCENARIO:-Scenarios/bugs/lionheart-deeplink-article.txt}
SCRATCH=${SCRATCH:-.build}
SCREENSHOT=${SCREENSHOT:-$SCRATCH/browser-test/index.png}
SWIFT=${SWIFT:-swift}
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo

fail() { echo "browser-test: $*" >&2; exit 1; }

CHROMIUM=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$CHROMIUM" ]; then
    command -v apt-get >/dev/null || fail "Chromium is missing and apt-get is unavailable: install Chromium and set CHROMIUM"
    echo "Installing chromium with apt-get…"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
    CHROMIUM=$(command -v chromium) || fail "apt-get installed no chromium"
fi
if ! python3 -c "import websocket" 2>/dev/null; then
    echo "Installing websocket-client with pip…"
    python3 -m pip install --quiet websocket-client || fail "cannot install the Python package websocket-client"
fi

"$SWIFT" build -c release $SWIFT_BUILD_FLAGS --scratch-path "$SCRATCH" --product coordcheck
BIN="$SCRATCH/release/coordcheck"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/coordcheck-browser-test.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# A bug scenario passes through its `expect` lines (exit 0); 1 would be a surprise
# violation, still worth looking at in the page. Anything else is a failure here.
status=0
"$BIN" check "$SCENARIO" --output "$WORK/out" --reporter json >"$WORK/report.json" || status=$?
[ "$status" -le 1 ] || fail "coordcheck check $SCENARIO exited $status"
NAME=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["scenarios"][0]["scenario"])' "$WORK/report.json")
PAGE="$WORK/out/$NAME/index.html"
[ -f "$PAGE" ] || fail "no page at $PAGE"
if grep -oE 'https?://[^" <]*' "$PAGE" | grep -vE '^http://www\.w3\.org/(2000/svg|1999/(xlink|xhtml))$' | grep -q .; then
    fail "$PAGE refers to the network: $(grep -oE 'https?://[^" <]*' "$PAGE" | sort -u | tr '\n' ' ')"
fi

echo "browser-test: $PAGE in $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
python3 scripts/browser_test.py --chromium "$CHROMIUM" --page "$PAGE" --report "$WORK/report.json" --screenshot "$SCREENSHOT"
