#!/usr/bin/env python3
"""The explorer's benchmark ladder beside SPIN (make bench), one run on one machine.

tabs(N, K) to depth D: coordcheck with --jobs 1, 2, 4, 8 and the cores, those the machine
has (every invariant checked in every state), then SPIN's pan on the same family
(Benchmarks/SPIN: `min` keeps the stacks only, `tree` keeps the coordinator tree and asserts
the tree invariants after every event).
One process per run; each time is the best of REPEAT runs when the first took under
REPEAT_BELOW seconds (the machine's timing is noisy; both tools alike), else the one run.
Prints states, transitions, seconds, user CPU seconds, states/s, peak RSS and peak RSS per
state, then the speed-up from 1 job to each other number and the time per million states
along the ladder.

Environment: REPEAT (3), LADDER ("4,2,12 4,2,14 4,2,16"), SPIN=0 to skip SPIN,
SPIN_TREE_MAX_DEPTH (14: SPIN keeping the tree needs about 37 GB at depth 16).
"""
import json, os, shutil, subprocess, sys, tempfile

BIN = sys.argv[1] if len(sys.argv) > 1 else ".build/release/coordcheck"
HERE = os.path.dirname(os.path.abspath(__file__))
SPIN_DIR = os.path.join(HERE, "..", "Benchmarks", "SPIN")
REPEAT = int(os.environ.get("REPEAT", "3"))
REPEAT_BELOW = 20  # seconds
LADDER = [tuple(int(x) for x in item.split(",")) for item in os.environ.get("LADDER", "4,2,12 4,2,14 4,2,16").split()]
# The cores this process may run on (a container's or a taskset's share), as coordcheck's
# default --jobs counts them.
CORES = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
JOBS = sorted({jobs for jobs in (1, 2, 4, 8) if jobs <= CORES} | {CORES})
WITH_SPIN = os.environ.get("SPIN", "1") != "0" and shutil.which("spin") is not None
SPIN_TREE_MAX_DEPTH = int(os.environ.get("SPIN_TREE_MAX_DEPTH", "14"))


def repeated(measure):
    """The best of REPEAT runs when the first took under REPEAT_BELOW seconds, else the one run."""
    best = measure()
    for _ in range(REPEAT - 1 if best["seconds"] < REPEAT_BELOW else 0):
        result = measure()
        if result["seconds"] < best["seconds"]:
            best = result
    return best


def coordcheck(path, jobs):
    proc = subprocess.run(["/usr/bin/time", "-f", "%M %U", BIN, path, "--reporter", "json", "--no-write", "--no-render",
                           "--timings", "--jobs", str(jobs)], capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"{path}: exit {proc.returncode}\n{proc.stderr}")
    entry = json.loads(proc.stdout)["scenarios"][0]
    held = all(invariant["holds"] for invariant in entry["invariants"])
    if not held or not entry["complete"]:
        sys.exit(f"{path}: expected every invariant to hold in a complete search")
    stats = entry["stats"]
    rss, user = proc.stderr.strip().splitlines()[-1].split()
    return {"states": stats["states"], "transitions": stats["transitions"], "seconds": stats["seconds"],
            "user": float(user), "rss": int(rss) * 1024}


def spin(n, k, d, variant):
    proc = subprocess.run([os.path.join(SPIN_DIR, "run.sh"), str(n), str(k), str(d), variant], capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"SPIN {variant} tabs({n},{k}) d{d}: exit {proc.returncode}\n{proc.stderr}")
    fields = dict(item.split("=") for item in proc.stdout.strip().splitlines()[-1].split()[1:])
    return {"states": int(fields["states"]), "transitions": int(fields["transitions"]), "seconds": float(fields["seconds"]),
            "user": None, "rss": int(float(fields["mem_mb"]) * 1024 * 1024)}


def row(size, tool, result):
    rate = result["states"] / result["seconds"] if result["seconds"] else 0
    user = f"{result['user']:>8.2f}" if result["user"] is not None else f"{'':>8}"
    print(f"{size:<16}{tool:<22}{result['states']:>12,}{result['transitions']:>13,}{result['seconds']:>9.2f}{user}"
          f"{rate:>12,.0f}{result['rss'] / 2**20:>9.0f} MB{result['rss'] / result['states']:>9.0f}", flush=True)


machine = subprocess.run(["uname", "-srm"], capture_output=True, text=True).stdout.strip()
cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "?") \
    if os.path.exists("/proc/cpuinfo") else "?"
print(f"# {machine}, {CORES} cores ({cpu}); SPIN {'beside' if WITH_SPIN else 'not run (spin missing or SPIN=0)'}")
print(f"{'size':<16}{'run':<22}{'states':>12}{'transitions':>13}{'seconds':>9}{'user s':>8}{'states/s':>12}{'peak RSS':>12}{'B/state':>9}")
scaling = []
linear = []
with tempfile.TemporaryDirectory() as folder:
    for n, k, d in LADDER:
        size = f"tabs({n},{k}) d{d}"
        text = subprocess.run([BIN, "generate", "tabs", str(n), str(k), str(d)], check=True, capture_output=True, text=True).stdout
        path = os.path.join(folder, f"tabs-{n}-{k}-{d}.txt")
        with open(path, "w") as f:
            f.write(text)
        results = {}
        for jobs in JOBS:
            results[jobs] = repeated(lambda: coordcheck(path, jobs))
            row(size, f"coordcheck --jobs {jobs}", results[jobs])
        for jobs in JOBS[1:]:
            scaling.append((size, jobs, results[1]["seconds"] / results[jobs]["seconds"]))
        linear.append((size, results[CORES]["states"], results[CORES]["seconds"]))
        if WITH_SPIN:
            for variant in ["min", "tree"]:
                if variant == "tree" and d > SPIN_TREE_MAX_DEPTH:
                    print(f"{size:<16}{'SPIN ' + variant:<22}  not run: needs about 950 B/state (37 GB at depth 16)")
                    continue
                result = repeated(lambda: spin(n, k, d, variant))
                if (result["states"], result["transitions"]) != (results[1]["states"], results[1]["transitions"]):
                    sys.exit(f"{size}: SPIN {variant} counted {result['states']} states, {result['transitions']} transitions")
                row(size, f"SPIN {variant}", result)
for size, jobs, ratio in scaling:
    print(f"{size}: {ratio:.2f}x from 1 to {jobs} jobs")
for size, states, seconds in linear:
    print(f"{size}: {seconds / states * 1e6:.2f} s per million states with --jobs {CORES}")
