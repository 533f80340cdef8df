"""Turn bench/lighthouse.sh's JSON reports into a table; print it and write docs/BENCHMARKS.md.

Each page's row is the median run by performance score (RUNS > 1 smooths out noise).
"""

import argparse
import gzip
import json
import platform
import re
import statistics
import subprocess
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

SECTION = "## Lighthouse (`bench/lighthouse.sh`)"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")


def _page_scripts(report: dict[str, Any]) -> list[dict[str, Any]]:
    items = report["audits"].get("network-requests", {}).get("details", {}).get("items", [])
    return [item for item in items if item.get("resourceType") == "Script"]


def _page_js_kb(report: dict[str, Any], build_dir: Path | None) -> float:
    """Gzip size of every script the page loaded: the budget is stated in gzip.

    The server answers Chromium with brotli (smaller), so the transfer size would flatter the
    number; each script's gzip size is read from the build (the .gz WhiteNoise serves).
    """
    if build_dir is None:
        return _page_js_transfer_kb(report)
    total = 0
    for item in _page_scripts(report):
        path = urlparse(item["url"]).path.lstrip("/")
        built = build_dir / path
        gz = built.with_name(built.name + ".gz")
        if gz.exists():
            total += gz.stat().st_size
        elif built.exists():
            total += len(gzip.compress(built.read_bytes(), 9))
        else:
            total += item.get("transferSize", 0)
    return round(total / 1024, 1)


def _page_js_transfer_kb(report: dict[str, Any]) -> float:
    sent = sum(int(item.get("transferSize", 0)) for item in _page_scripts(report))
    return round(sent / 1024, 1)


def _row(name: str, path: str, reports: list[dict[str, Any]], build_dir: Path | None) -> dict[str, Any]:
    if not reports:
        return {"name": name, "path": path, "error": "no report"}
    # A run whose trace Lighthouse could not record (NO_NAVSTART, say) has no scores: the median
    # is taken over the runs that completed, and the row says how many did not.
    completed = [r for r in reports if not r.get("runtimeError")]
    if not completed:
        return {
            "name": name,
            "path": path,
            "error": reports[0]["runtimeError"].get("code", "error"),
        }
    completed.sort(key=lambda r: r["categories"]["performance"]["score"] or 0)
    report = completed[len(completed) // 2]
    audits = report["audits"]
    return {
        "name": name,
        "path": path,
        "failed_runs": [r["runtimeError"].get("code", "error") for r in reports if r.get("runtimeError")],
        **{c: round(float(report["categories"][c]["score"] or 0) * 100) for c in CATEGORIES},
        "lcp_ms": round(audits["largest-contentful-paint"]["numericValue"]),
        "cls": round(audits["cumulative-layout-shift"]["numericValue"], 3),
        "tbt_ms": round(audits["total-blocking-time"]["numericValue"]),
        "js_kb": _page_js_kb(report, build_dir),
        "js_transfer_kb": _page_js_transfer_kb(report),
        "version": report.get("lighthouseVersion", "?"),
        # Every run, not only the median: the performance and TBT targets hold in each of them.
        "runs": [
            {
                "performance": round(float(r["categories"]["performance"]["score"] or 0) * 100),
                "tbt_ms": round(r["audits"]["total-blocking-time"]["numericValue"]),
                "slowdown": r["configSettings"]["throttling"]["cpuSlowdownMultiplier"],
                "benchmark_index": round(r["environment"]["benchmarkIndex"]),
            }
            for r in completed
        ],
    }


def _table(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| page | path | perf | a11y | best practices | SEO | LCP | CLS | TBT | JS (gzip) | JS sent (br) "
        "| each run: perf / TBT / CPU slowdown (BenchmarkIndex) |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['name']} | `{r['path']}` | {r['error']} | | | | | | | | | |")
            continue
        runs = "; ".join(
            f"{run['performance']} / {run['tbt_ms']} ms / {run['slowdown']}x ({run['benchmark_index']})"
            for run in r["runs"]
        )
        lines.append(
            f"| {r['name']} | `{r['path']}` | {r['performance']} | {r['accessibility']} | {r['best-practices']} "
            f"| {r['seo']} | {r['lcp_ms'] / 1000:.2f} s | {r['cls']} | {r['tbt_ms']} ms | {r['js_kb']} KB "
            f"| {r['js_transfer_kb']} KB | {runs} |"
        )
    return "\n".join(lines)


CONTENT_PAGES = {"category", "guide", "employers"}


def _missed(rows: list[dict[str, Any]]) -> str:
    """Which page missed which target, in words; 'all met' when none did."""
    misses = []
    for r in rows:
        # Performance and TBT in every run, the other scores at the median.
        failed = [f"performance {run['performance']}" for run in r["runs"] if run["performance"] < 95]
        failed += [f"TBT {run['tbt_ms']} ms" for run in r["runs"] if run["tbt_ms"] > 200]
        failed += [f"{c} {r[c]}" for c in CATEGORIES[1:] if r[c] < 100]
        failed += [f"CLS {r['cls']}"] if r["cls"] > 0 else []
        failed += [f"JS {r['js_kb']} KB"] if r["name"] in CONTENT_PAGES and r["js_kb"] > 100 else []
        if failed:
            misses.append(f"{r['name']} ({', '.join(failed)})")
    return "missed on " + "; ".join(misses) + "." if misses else "all met."


def _chromium_version() -> str:
    try:
        out = subprocess.run(
            ["/usr/bin/chromium", "--version"], check=False, capture_output=True, text=True, timeout=20
        )
    except OSError:
        return "chromium"
    return out.stdout.strip() or "chromium"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--write", type=Path)
    parser.add_argument("--build-dir", type=Path, help="the served frontend build, for gzip sizes")
    parser.add_argument("pages", nargs="+", help="name=path entries")
    args = parser.parse_args()

    rows = []
    for entry in args.pages:
        name, _, path = entry.partition("=")
        reports = []
        for run in range(1, args.runs + 1):
            file = args.out / f"{name}-{run}.json"
            if file.exists():
                reports.append(json.loads(file.read_text()))
        rows.append(_row(name, path, reports, args.build_dir))

    table = _table(rows)
    print(table)
    if not args.write:
        return
    version = next((r["version"] for r in rows if "version" in r), "?")
    measured = [r for r in rows if "error" not in r]
    failed = [f"{r['name']} ({', '.join(r['failed_runs'])})" for r in measured if r["failed_runs"]]
    summary = ""
    if measured:
        summary = (
            f"Median performance {statistics.median(r['performance'] for r in measured)}; "
            f"worst CLS {max(r['cls'] for r in measured)}; "
            f"largest page JavaScript {max(r['js_kb'] for r in measured)} KB.\n\n"
            f"Targets (performance ≥ 95 and TBT ≤ 200 ms in every run; accessibility, best practices and SEO "
            f"100; CLS 0; JavaScript ≤ 100 KB gzip on content pages): {_missed(measured)}"
        )
        if failed:
            summary += "\n\nRuns Lighthouse could not record, left out of the median: " + "; ".join(failed) + "."
    body = (
        f"{SECTION}\n\n"
        f"Lighthouse {version}, mobile form factor (simulated slow 4G; CPU slowdown calibrated per run to the "
        f"host's BenchmarkIndex, `bench/lighthouse_cpu.py`, or as `CPU_SLOWDOWN` sets it), {_chromium_version()}, "
        f"against gunicorn serving the production build with demo data on {platform.node() or 'this machine'}; "
        f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC; median of {args.runs} run(s) per page. "
        "Command: `bash bench/lighthouse.sh` (`RUNS=3` for a steadier median). JS (gzip) is the gzip size of every "
        "script the page loaded, the unit of the budget; JS sent is what went over the wire (the server "
        "answers Chromium with brotli).\n\n"
        f"{table}\n\n{summary}\n"
    )
    text = args.write.read_text()
    pattern = re.compile(rf"^{re.escape(SECTION)}\n.*?(?=^## |\Z)", re.DOTALL | re.MULTILINE)
    text = pattern.sub(lambda _: body + "\n", text, count=1) if pattern.search(text) else text + "\n" + body
    args.write.write_text(text.rstrip("\n") + "\n")


if __name__ == "__main__":
    main()
