#!/usr/bin/env python3
"""The explorer's benchmark ladder (make bench): tabs(N, K) to depth D, each size with
--jobs 1 and --jobs = cores, one process per run. Prints states, transitions, seconds,
states/s, bytes per visited state (visited set only) and peak RSS; each time is the best of
--repeat runs (the machine's timing is noisy)."""
import json, os, subprocess, sys

BIN = sys.argv[1] if len(sys.argv) > 1 else ".build/release/coordcheck"
REPEAT = int(os.environ.get("REPEAT", "3"))
LADDER = [(3, 2, 8), (4, 2, 10), (4, 2, 12), (5, 2, 12)]
CORES = os.cpu_count() or 1

def run(n, k, d, jobs):
    scenario = subprocess.run([BIN, "generate", "tabs", str(n), str(k), str(d)], check=True, capture_output=True, text=True).stdout
    path = f"/tmp/coordcheck-bench-tabs-{n}-{k}-{d}.txt"
    with open(path, "w") as f:
        f.write(scenario)
    best = None
    for _ in range(REPEAT):
        proc = subprocess.run(["/usr/bin/time", "-f", "%M", BIN, path, "--format", "json", "--no-write", "--timings", "--jobs", str(jobs)],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            sys.exit(f"{path}: exit {proc.returncode}\n{proc.stderr}")
        report = json.loads(proc.stdout)
        rss_kb = int(proc.stderr.strip().splitlines()[-1])
        if best is None or report["stats"]["seconds"] < best[0]["stats"]["seconds"]:
            best = (report, rss_kb)
    os.remove(path)
    return best

print(f"{'size':<16}{'jobs':>5}{'states':>12}{'transitions':>13}{'seconds':>9}{'states/s':>11}{'B/state':>9}{'peak RSS':>10}")
for n, k, d in LADDER:
    for jobs in sorted({1, CORES}):
        report, rss_kb = run(n, k, d, jobs)
        stats = report["stats"]
        rate = stats["states"] / stats["seconds"] if stats["seconds"] else 0
        per_state = stats["visitedBytes"] / stats["states"]
        print(f"{f'tabs({n},{k}) d{d}':<16}{jobs:>5}{stats['states']:>12,}{stats['transitions']:>13,}{stats['seconds']:>9.2f}"
              f"{rate:>11,.0f}{per_state:>9.1f}{rss_kb / 1024:>8.0f} MB", flush=True)
