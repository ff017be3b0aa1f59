"""Small shared helpers for the peer benchmarks (stats + machine notes).

The project's copy of ../shared/peers/benchutil.py: only our own code lives here; the peers are
installed from PyPI (requirements.txt) or come with the Swift toolchain.
"""
from __future__ import annotations

import json
import os
import platform
import statistics
import subprocess
import sys


def percentile(samples, p):
    """Linear-interpolated percentile, p in [0, 100]."""
    if not samples:
        return float("nan")
    s = sorted(samples)
    if len(s) == 1:
        return s[0]
    k = (len(s) - 1) * (p / 100.0)
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def summarize(samples):
    """Median-centred summary of a list of numbers."""
    if not samples:
        return {"n": 0}
    return {
        "n": len(samples),
        "median": statistics.median(samples),
        "p10": percentile(samples, 10),
        "p90": percentile(samples, 90),
        "p99": percentile(samples, 99),
        "min": min(samples),
        "max": max(samples),
    }


def machine_notes():
    notes = {
        "nproc": os.cpu_count(),
        "loadavg": os.getloadavg(),
        "python": sys.version.split()[0],
        "platform": platform.platform(),
    }
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    notes["cpu"] = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        with open("/proc/meminfo") as f:
            notes["memtotal_kb"] = int(f.readline().split()[1])
    except OSError:
        pass
    return notes


def read_proc_status(pid, keys=("VmHWM", "VmRSS")):
    """Return {key: kB} from /proc/PID/status (missing keys omitted)."""
    out = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                k, _, v = line.partition(":")
                if k in keys:
                    out[k] = int(v.split()[0])
    except OSError:
        pass
    return out


def write_json(path, obj):
    if not path:
        return
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(path, "w") as f:
        json.dump(obj, f, indent=1, sort_keys=True)
        f.write("\n")


def fmt_us(seconds):
    return f"{seconds * 1e6:,.1f} us"


def fmt_ms(seconds):
    return f"{seconds * 1e3:,.3f} ms"


def git_root(start):
    try:
        return subprocess.check_output(
            ["git", "-C", start, "rev-parse", "--show-toplevel"], text=True,
            stderr=subprocess.DEVNULL).strip()
    except Exception:
        return None
