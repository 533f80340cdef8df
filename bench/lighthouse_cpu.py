"""The CPU slowdown for one Lighthouse run, calibrated to the machine it gathered on.

Lighthouse's default 4x slowdown "moves a typical run in the high-end desktop bracket
[BenchmarkIndex 1500-2000] somewhere into the mid-tier mobile bracket"; on a slower host it
emulates a slower phone than intended, and Lighthouse's docs say to calibrate the multiplier from
the run's BenchmarkIndex (GoogleChrome/lighthouse docs/throttling.md, 'Calibrating the CPU
slowdown'). This machine's index moves between about 1000 and 1600 from run to run (two shared
cores), so each run is calibrated on its own: the multiplier that brings its index to the device
the default aims at, 1750 / 4.

Simulated throttling runs the page at full speed and applies the slowdown when it audits the
trace, so a run is gathered first (`lighthouse -G`) and audited with this multiplier (`-A`).
Lighthouse refuses to audit with settings other than those it gathered with, so the multiplier is
also written into the saved artifacts' settings (the gathering did not depend on it).

    python bench/lighthouse_cpu.py ARTIFACTS_DIR [--fixed 4]   prints the multiplier
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

# BenchmarkIndex of the middle of Lighthouse's high-end desktop bracket, and the multiplier
# Lighthouse chose for it: their quotient is the emulated device's index.
DEFAULT_HOST_INDEX = 1750.0
DEFAULT_SLOWDOWN = 4.0
TARGET_INDEX = DEFAULT_HOST_INDEX / DEFAULT_SLOWDOWN
# Lighthouse's table gives 1x-10x for the brackets it lists; nothing beyond.
LOWEST, HIGHEST = 1.0, 10.0


def calibrated_slowdown(benchmark_index: float) -> float:
    """The multiplier that makes a host of this BenchmarkIndex run like the emulated phone."""
    return round(min(HIGHEST, max(LOWEST, benchmark_index / TARGET_INDEX)), 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("artifacts", type=Path, help="the folder `lighthouse -G` wrote")
    parser.add_argument("--fixed", type=float, help="use this multiplier instead (4: Lighthouse's default)")
    args = parser.parse_args()

    file = args.artifacts / "artifacts.json"
    artifacts = json.loads(file.read_text())
    slowdown = args.fixed if args.fixed else calibrated_slowdown(float(artifacts["BenchmarkIndex"]))
    artifacts["settings"]["throttling"]["cpuSlowdownMultiplier"] = slowdown
    file.write_text(json.dumps(artifacts))
    print(slowdown)


if __name__ == "__main__":
    main()
