#!/usr/bin/env bash
# The report page in a real browser: builds coordcheck, checks a bug scenario into a
# temporary folder, then drives its index.html in headless Chromium (scripts/browser_test.py,
# over the DevTools protocol): the steppers' keys and buttons, what each step shows, and a
# screenshot to look at. Then the same for a copy of petclinic-sheet-swipe whose names are
# long and have no space to wrap at.
#
#   scripts/browser-test.sh                     # or: make browser-test
#   SCENARIO=Scenarios/bugs/landing-strong-parent.txt scripts/browser-test.sh
#
# SCENARIO   the scenario to check (default: two violations, traces of 3 and 4 events)
# SCRATCH    swift build's scratch path (default .build)
# SWIFT_BUILD_FLAGS  more flags for the release build (make passes --static-swift-stdlib on Linux)
# SCREENSHOT where the PNG goes (default $SCRATCH/browser-test/index.png; -full.png beside it,
#            and -long.png for a page of long names)
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
drive() { # SCENARIO SCREENSHOT
    local scenario=$1 screenshot=$2 out status=0
    out="$WORK/$(basename "$scenario" .txt)"
    "$BIN" check "$scenario" --output "$out" --reporter json >"$out.json" || status=$?
    [ "$status" -le 1 ] || fail "coordcheck check $scenario exited $status"
    local name page
    name=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["scenarios"][0]["scenario"])' "$out.json")
    page="$out/$name/index.html"
    [ -f "$page" ] || fail "no page at $page"
    if grep -oE 'https?://[^" <]*' "$page" | grep -vE '^http://www\.w3\.org/(2000/svg|1999/(xlink|xhtml))$' | grep -q .; then
        fail "$page refers to the network: $(grep -oE 'https?://[^" <]*' "$page" | sort -u | tr '\n' ' ')"
    fi
    echo "browser-test: $page in $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
    python3 scripts/browser_test.py --chromium "$CHROMIUM" --page "$page" --report "$out.json" --screenshot "$screenshot"
}
drive "$SCENARIO" "$SCREENSHOT"

# Names with no space to wrap at (a deep path, long camel-case types, events and an
# assertion), which must wrap rather than make the page scroll sideways on a phone.
LONG="$WORK/aDeeplyNestedFolderOfScenarios/forTheAppointmentFlowOfTheApp/petclinicSheetPulledDownWithoutItsDelegate.txt"
mkdir -p "$(dirname "$LONG")"
sed -e 's/^scenario .*/scenario petclinicAppointmentSheetPulledDownWithoutItsDelegate/' -e '/^expect /d' \
    -e 's/SelectVisitTypeScreen/SelectTheVisitTypeOfTheAppointmentScreen/g' \
    -e 's/scheduleAppointment/scheduleAnAppointmentWithTheVeterinarian/g' \
    -e 's/PetAppointment/PetAppointmentBuilderCoordinatorWithItsRouter/g' Scenarios/bugs/petclinic-sheet-swipe.txt >"$LONG"
echo "assert atMostOneAppointmentBuilderCoordinatorInAnyStackOfTheApp: at most 1 PetAppointmentBuilderCoordinatorWithItsRouter per stack" >>"$LONG"
echo "screen NeverShownScreenWithAVeryLongNameIndeed: tappedTheButtonThatNobodyEverSees" >>"$LONG"
drive "$LONG" "${SCREENSHOT%.png}-long.png"
