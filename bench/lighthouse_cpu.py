"""The CPU slowdown for Lighthouse runs, calibrated to the machine they gathered on.

Lighthouse's default 4x slowdown "moves a typical run in the high-end desktop bracket
[BenchmarkIndex 1500-2000] somewhere into the mid-tier mobile bracket"; on a slower host it
emulates a slower phone than intended, and Lighthouse's docs say to calibrate the multiplier from
the host's BenchmarkIndex (GoogleChrome/lighthouse docs/throttling.md, 'Calibrating the CPU
slowdown'). The multiplier brings the host's index to the device the default aims at: 1750 / 4.

This machine's index moves between about 1000 and 1900 from run to run (two shared cores), and a
run's own index says little about how fast that run's page went: calibrated run by run, the runs
with the highest index got the highest TBT. So one multiplier serves every run of one
`bench/lighthouse.sh`, from the median index of all its runs.

Simulated throttling runs the page at full speed and applies the slowdown when it audits the
trace, so the runs are gathered first (`lighthouse -G`) and audited with this multiplier (`-A`).
Lighthouse refuses to audit with settings other than those it gathered with, so the multiplier is
also written into each run's saved settings (the gathering did not depend on it).

    python bench/lighthouse_cpu.py [--fixed 4] ARTIFACTS_DIR...   prints the multiplier
    python bench/lighthouse_cpu.py --recorded ARTIFACTS_DIR       fails if the trace was not recorded
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

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


def _artifacts(folder: Path) -> dict[str, Any]:
    artifacts: dict[str, Any] = json.loads((folder / "artifacts.json").read_text())
    return artifacts


def recorded(artifacts: dict[str, Any]) -> bool:
    """False when a gatherer failed on the trace (NO_NAVSTART and kin): the run has no numbers."""
    return not any(
        isinstance(value, dict)
        and value.get("sentinel") == "__LighthouseErrorSentinel"
        and str(value.get("code", "")).startswith("NO_")
        for value in artifacts.values()
    ) and not artifacts.get("PageLoadError")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("artifacts", type=Path, nargs="+", help="folders `lighthouse -G` wrote")
    parser.add_argument("--fixed", type=float, help="use this multiplier instead (4: Lighthouse's default)")
    parser.add_argument("--recorded", action="store_true", help="only check that the run was recorded")
    args = parser.parse_args()

    runs = {folder: _artifacts(folder) for folder in args.artifacts if (folder / "artifacts.json").exists()}
    if args.recorded:
        sys.exit(0 if runs and all(recorded(run) for run in runs.values()) else 1)
    indexes = [float(run["BenchmarkIndex"]) for run in runs.values() if run.get("BenchmarkIndex")]
    slowdown = args.fixed or (calibrated_slowdown(statistics.median(indexes)) if indexes else DEFAULT_SLOWDOWN)
    for folder, run in runs.items():
        run["settings"]["throttling"]["cpuSlowdownMultiplier"] = slowdown
        (folder / "artifacts.json").write_text(json.dumps(run))
    print(slowdown)


if __name__ == "__main__":
    main()
