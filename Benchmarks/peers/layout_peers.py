#!/usr/bin/env python3
"""Layout-engine peer benchmark: Taffy (via PyPI `stretchable`) vs Yoga (via PyPI `poga`).

Times ONLY the engine's compute-layout call (one Python->native call), with
time.perf_counter_ns around it; tree building, dirtying and read-back are not
timed. Every (engine, workload, size) case runs in its own child process (so a
stack overflow in a deep tree cannot take the suite down), and the suite is
repeated for several interleaved rounds; we report medians over all samples.

Workloads (identical trees for both engines, available space 800 x max-content,
root width 800, pixel rounding on in both):
  form-fixed N     column of N rows; row = [label: 120x17, shrink 0] + [field: grow 1, h 22], row padding 2
  form-measured N  same, but the label is a leaf with a (Python) measure function: 7 pt/char, 17 pt/line
  deep D           chain of D nested containers (alternating row/column), innermost leaf 10x10
  wide W           one row with W children of 10x10, shrink 0

Measurements per case:
  full   : all nodes dirtied (untimed), then compute (timed)      -> median, nodes/s
  cold   : freshly built tree, first compute (timed)              -> median
  incr   : one leaf changed (width toggle, or text change + mark dirty), then compute -> median us
  calls  : measure-function invocations per full / incremental layout

The project's copy of ../shared/peers/layout_peers.py, run by Scripts/benchmarks beside inspector-bench so that
BENCHMARKS.md gives ratios measured in the same run.

Usage (Scripts/benchmarks installs the peers into its own virtual environment, never into the product):
  python3 Benchmarks/peers/layout_peers.py                 # full suite (several minutes on 2 cores)
  python3 Benchmarks/peers/layout_peers.py --quick         # smoke run
  python3 Benchmarks/peers/layout_peers.py --json out.json # also write raw results
  pip install -r Benchmarks/peers/requirements.txt         # peers (yoga-python needs Python >= 3.12)
"""
from __future__ import annotations

import argparse
import gc
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchutil  # noqa: E402

NAN = float("nan")
ROOT_WIDTH = 800.0

# ---------------------------------------------------------------------------
# Engine-neutral tree description
#   style = (direction, width, height, grow, shrink, padding)  (None = auto)
#   nodes[i] = (style, text-or-None); children[i] = [child indices]
# ---------------------------------------------------------------------------

COL, ROW = "column", "row"


def st(direction=COL, width=None, height=None, grow=0.0, shrink=1.0, padding=0.0):
    return (direction, width, height, float(grow), float(shrink), float(padding))


class Spec:
    def __init__(self):
        self.nodes = []
        self.children = {}
        self.mutable_leaf = None  # index of the leaf we change for incremental relayout
        self.mutation = None      # "width" or "text"
        self.samples = []         # node indices whose frames we compare across engines

    def add(self, style, text=None, parent=None):
        i = len(self.nodes)
        self.nodes.append((style, text))
        if parent is not None:
            self.children.setdefault(parent, []).append(i)
        return i


def make_spec(workload, size):
    s = Spec()
    if workload in ("form-fixed", "form-measured"):
        root = s.add(st(COL, width=ROOT_WIDTH))
        measured = workload == "form-measured"
        mid_label = None
        for i in range(size):
            row = s.add(st(ROW, padding=2.0), parent=root)
            if measured:
                label = s.add(st(COL, shrink=0.0), text=f"Field label {i}", parent=row)
            else:
                label = s.add(st(COL, width=120.0, height=17.0, shrink=0.0), parent=row)
            field = s.add(st(COL, height=22.0, grow=1.0, shrink=1.0), parent=row)
            if i == size // 2:
                mid_label = label
            if i in (0, size // 2, size - 1):
                s.samples += [row, label, field]
        s.mutable_leaf = mid_label
        s.mutation = "text" if measured else "width"
        s.samples.insert(0, root)
    elif workload == "deep":
        parent = s.add(st(COL, width=ROOT_WIDTH))
        s.samples.append(parent)
        for d in range(1, size):
            parent = s.add(st(ROW if d % 2 else COL), parent=parent)
            if d in (1, size // 2):
                s.samples.append(parent)
        leaf = s.add(st(COL, width=10.0, height=10.0), parent=parent)
        s.samples.append(leaf)
        s.mutable_leaf = leaf
        s.mutation = "width"
    elif workload == "wide":
        root = s.add(st(ROW, width=ROOT_WIDTH))
        s.samples.append(root)
        for i in range(size):
            c = s.add(st(COL, width=10.0, height=10.0, shrink=0.0), parent=root)
            if i in (0, size // 2, size - 1):
                s.samples.append(c)
            if i == size // 2:
                s.mutable_leaf = c
        s.mutation = "width"
    else:
        raise SystemExit(f"unknown workload {workload}")
    return s


def text_size(text, avail_w):
    """Fake font metrics: 7 pt per char, 17 pt per line, wraps to avail_w."""
    w = 7.0 * len(text)
    lines = 1
    if avail_w is not None and 0 < avail_w < w:
        lines = math.ceil(w / avail_w)
        w = avail_w
    return w, 17.0 * lines


# ---------------------------------------------------------------------------
# Engines
# ---------------------------------------------------------------------------

class TaffyEngine:
    """Taffy through stretchable's low-level extension module (stretchable.taffylib).

    We call taffylib directly: stretchable's public Node.compute_layout() also walks
    the whole tree in Python afterwards to copy boxes out, which is not the engine."""

    name = "taffy"

    def __init__(self):
        from stretchable import Style, taffylib
        from stretchable.style import AUTO, PT, FlexDirection
        self.T = taffylib
        self._Style, self._AUTO, self._PT, self._FD = Style, AUTO, PT, FlexDirection
        self._style_cache = {}
        self.calls = 0
        self.version = "stretchable " + _dist_version("stretchable") + " (taffy 0.7.x)"
        self.avail = {"width": {"dim": 1, "value": ROOT_WIDTH},
                      "height": {"dim": 4, "value": NAN}}  # 4 = max-content

    def style_dict(self, style):
        d = self._style_cache.get(style)
        if d is None:
            direction, w, h, grow, shrink, pad = style
            d = self._Style(
                flex_direction=self._FD.ROW if direction == ROW else self._FD.COLUMN,
                size=(self._AUTO if w is None else w * self._PT,
                      self._AUTO if h is None else h * self._PT),
                flex_grow=grow, flex_shrink=shrink, padding=pad * self._PT,
            ).to_dict()
            self._style_cache[style] = d
        return d

    def build(self, spec):
        T = self.T
        ptr = T.init()
        T.enable_rounding(ptr)
        ids = []
        texts = {}
        for style, text in spec.nodes:
            nid = T.node_create(ptr, self.style_dict(style))
            if text is not None:
                T.node_set_measure(ptr, nid, True)
                texts[nid] = text
            ids.append(nid)
        for p, kids in spec.children.items():
            pid = ids[p]
            for k in kids:
                T.node_add_child(ptr, pid, ids[k])
        leaves = [ids[i] for i in range(len(ids)) if i not in spec.children]
        engine = self

        def measure(kw, kh, aw, ah, ctx):
            engine.calls += 1
            t = texts.get(ctx)
            if t is None:
                return (0.0, 0.0)
            avail = kw if kw == kw else (aw["value"] if aw["dim"] == 1 else None)
            w, h = text_size(t, avail)
            if kw == kw:
                w = kw
            if kh == kh:
                h = kh
            return (w, h)

        return {"ptr": ptr, "ids": ids, "root": ids[0], "leaves": leaves, "texts": texts,
                "measure": measure if texts else None}

    def compute(self, h):
        if h["measure"] is not None:
            ok = self.T.node_compute_layout_with_measure(h["ptr"], h["root"], self.avail, h["measure"])
        else:
            ok = self.T.node_compute_layout(h["ptr"], h["root"], self.avail)
        if not ok:
            raise RuntimeError("taffy compute failed")

    def dirty_all(self, h):
        # mark_dirty clears the node's cache and all its ancestors': every node is a
        # leaf or an ancestor of one, so this invalidates the whole tree.
        T, ptr = self.T, h["ptr"]
        for leaf in h["leaves"]:
            T.node_mark_dirty(ptr, leaf)

    def mutate(self, h, spec, k):
        i = spec.mutable_leaf
        nid = h["ids"][i]
        style, text = spec.nodes[i]
        if spec.mutation == "text":
            h["texts"][nid] = text + ("!" if k % 2 == 0 else "")
            self.T.node_mark_dirty(h["ptr"], nid)
        else:
            d, w, hh, g, s, p = style
            self.T.node_set_style(h["ptr"], nid, self.style_dict((d, w + (1.0 if k % 2 == 0 else 0.0), hh, g, s, p)))

    def frame(self, h, i):
        lay = self.T.PyLayout()
        self.T.node_get_layout(h["ptr"], h["ids"][i], lay)
        return (lay.x, lay.y, lay.width, lay.height)

    def destroy(self, h):
        self.T.free(h["ptr"])


class YogaEngine:
    """Yoga through poga's pybind11 C API wrapper (poga.libpoga_capi)."""

    name = "yoga"

    def __init__(self):
        import poga.libpoga_capi as Y
        from poga import YGDirection, YGFlexDirection, YGMeasureMode, YGSize
        self.Y = Y
        self.LTR = YGDirection.LTR
        self.FD = YGFlexDirection
        self.UNDEF = YGMeasureMode.Undefined
        self.YGSize = YGSize
        self.calls = 0
        self.version = "poga " + _dist_version("poga") + " (bundled Yoga)"

    def build(self, spec):
        Y = self.Y
        engine = self
        UNDEF, YGSize = self.UNDEF, self.YGSize

        def measure(node, w, wm, hgt, hm):
            engine.calls += 1
            t = Y.YGNodeGetContext(node)
            ww, hh = text_size(t, None if wm == UNDEF else w)
            return YGSize(ww, hh)

        ids = []
        for style, text in spec.nodes:
            n = Y.YGNodeNew()
            direction, w, hh, grow, shrink, pad = style
            Y.YGNodeStyleSetFlexDirection(n, self.FD.Row if direction == ROW else self.FD.Column)
            if w is not None:
                Y.YGNodeStyleSetWidth(n, w)
            if hh is not None:
                Y.YGNodeStyleSetHeight(n, hh)
            Y.YGNodeStyleSetFlexGrow(n, grow)
            Y.YGNodeStyleSetFlexShrink(n, shrink)
            if pad:
                from poga import YGEdge
                Y.YGNodeStyleSetPadding(n, YGEdge.All, pad)
            if text is not None:
                Y.YGNodeSetContext(n, text)
                Y.YGNodeSetMeasureFunc(n, measure)
            ids.append(n)
        for p, kids in spec.children.items():
            pn = ids[p]
            for j, k in enumerate(kids):
                Y.YGNodeInsertChild(pn, ids[k], j)
        return {"ids": ids, "root": ids[0], "measure": measure}

    def compute(self, h):
        self.Y.YGNodeCalculateLayout(h["root"], ROOT_WIDTH, NAN, self.LTR)

    def dirty_all(self, h):
        # Yoga only lets measured leaves be marked dirty by hand; this helper exists
        # in Yoga "for benchmarks" and dirties the root and every descendant.
        self.Y.YGNodeMarkDirtyAndPropogateToDescendants(h["root"])

    def mutate(self, h, spec, k):
        i = spec.mutable_leaf
        n = h["ids"][i]
        style, text = spec.nodes[i]
        if spec.mutation == "text":
            self.Y.YGNodeSetContext(n, text + ("!" if k % 2 == 0 else ""))
            self.Y.YGNodeMarkDirty(n)
        else:
            self.Y.YGNodeStyleSetWidth(n, style[1] + (1.0 if k % 2 == 0 else 0.0))

    def frame(self, h, i):
        Y, n = self.Y, h["ids"][i]
        return (Y.YGNodeLayoutGetLeft(n), Y.YGNodeLayoutGetTop(n),
                Y.YGNodeLayoutGetWidth(n), Y.YGNodeLayoutGetHeight(n))

    def destroy(self, h):
        self.Y.YGNodeFreeRecursive(h["root"])


ENGINES = {"taffy": TaffyEngine, "yoga": YogaEngine}


def _dist_version(name):
    try:
        from importlib.metadata import version
        return version(name)
    except Exception:
        return "?"


# ---------------------------------------------------------------------------
# Child: one case
# ---------------------------------------------------------------------------

def run_case(engine_name, workload, size, budget_s, min_reps, max_reps, cold_reps, incr_reps):
    eng = ENGINES[engine_name]()
    spec = make_spec(workload, size)
    nodes = len(spec.nodes)
    pc = time.perf_counter_ns
    gc.collect()
    gc.disable()

    t_build0 = pc()
    h = eng.build(spec)
    build_s = (pc() - t_build0) / 1e9

    eng.calls = 0
    t0 = pc(); eng.compute(h); t1 = pc()
    cold = [(t1 - t0) / 1e9]
    calls_first = eng.calls
    frames = [eng.frame(h, i) for i in spec.samples]

    # full relayout: dirty everything (untimed), compute (timed)
    full = []
    calls_full = None
    start = time.perf_counter()
    while len(full) < max_reps and (len(full) < min_reps or time.perf_counter() - start < budget_s):
        eng.dirty_all(h)
        eng.calls = 0
        t0 = pc(); eng.compute(h); t1 = pc()
        full.append((t1 - t0) / 1e9)
        calls_full = eng.calls

    # incremental: change one leaf (untimed), compute (timed); also mutate+compute
    incr, incr_total, calls_incr = [], [], None
    if spec.mutable_leaf is not None:
        for k in range(incr_reps):
            eng.calls = 0
            t0 = pc(); eng.mutate(h, spec, k); t1 = pc(); eng.compute(h); t2 = pc()
            incr.append((t2 - t1) / 1e9)
            incr_total.append((t2 - t0) / 1e9)
            calls_incr = eng.calls
        incr, incr_total = incr[2:], incr_total[2:]  # drop first two (warm-up)
    # no-op relayout (nothing dirty): the engine's fast path
    noop = []
    for _ in range(min(incr_reps, 50)):
        t0 = pc(); eng.compute(h); t1 = pc()
        noop.append((t1 - t0) / 1e9)

    eng.destroy(h)
    # cold: fresh tree, first compute
    for _ in range(cold_reps):
        h = eng.build(spec)
        t0 = pc(); eng.compute(h); t1 = pc()
        cold.append((t1 - t0) / 1e9)
        eng.destroy(h)
    gc.enable()

    rss = benchutil.read_proc_status(os.getpid())
    return {
        "engine": engine_name, "engine_version": eng.version, "workload": workload, "size": size,
        "nodes": nodes, "build_s": build_s,
        "full": full, "cold": cold, "incr": incr, "incr_total": incr_total, "noop": noop,
        "calls_first": calls_first, "calls_full": calls_full, "calls_incr": calls_incr,
        "frames": frames, "vmhwm_kb": rss.get("VmHWM"),
    }


# ---------------------------------------------------------------------------
# Parent: run all cases in child processes, interleaved rounds, aggregate
# ---------------------------------------------------------------------------

STACK_LADDER_MB = (16, 32, 64, 128, 256)


def spawn_case(engine, workload, size, args, stack_mb=None):
    cmd = [sys.executable, os.path.abspath(__file__), "--case", f"{engine}:{workload}:{size}",
           "--budget", str(args.budget), "--min-reps", str(args.min_reps),
           "--max-reps", str(args.max_reps), "--cold-reps", str(args.cold_reps),
           "--incr-reps", str(args.incr_reps)]

    def pre():
        if stack_mb:
            resource.setrlimit(resource.RLIMIT_STACK, (stack_mb << 20, stack_mb << 20))

    p = subprocess.run(cmd, capture_output=True, text=True, preexec_fn=pre, timeout=args.case_timeout)
    if p.returncode != 0:
        sig = -p.returncode if p.returncode < 0 else None
        return {"error": f"exit {p.returncode}" + (f" (signal {sig})" if sig else ""),
                "stderr_tail": p.stderr[-400:]}
    return json.loads(p.stdout.strip().splitlines()[-1])


def default_cases(quick):
    if quick:
        return [("form-fixed", 100), ("form-measured", 100), ("deep", 1000), ("wide", 1000)]
    return [("form-fixed", 100), ("form-fixed", 1000), ("form-fixed", 10000),
            ("form-measured", 100), ("form-measured", 1000), ("form-measured", 10000),
            ("deep", 1000), ("deep", 10000), ("wide", 10000)]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--case", help=argparse.SUPPRESS)
    ap.add_argument("--engines", default="taffy,yoga")
    ap.add_argument("--cases", help="comma list like form-fixed:1000,deep:1000 (default: full suite)")
    ap.add_argument("--rounds", type=int, default=3, help="interleaved rounds (fresh process each)")
    ap.add_argument("--budget", type=float, default=0.8, help="seconds of full-relayout reps per child")
    ap.add_argument("--min-reps", type=int, default=7)
    ap.add_argument("--max-reps", type=int, default=400)
    ap.add_argument("--cold-reps", type=int, default=2)
    ap.add_argument("--incr-reps", type=int, default=202)
    ap.add_argument("--big-stack-mb", type=int, default=256, help="retry stack size for crashed cases")
    ap.add_argument("--case-timeout", type=float, default=300)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--probe", help=argparse.SUPPRESS)
    ap.add_argument("--depth-probe", action="store_true",
                    help="bisect the deepest chain each engine survives with the current stack limit")
    ap.add_argument("--depth-probe-lo", type=int, default=1000)
    ap.add_argument("--depth-probe-hi", type=int, default=10000)
    ap.add_argument("--json", help="write raw + summary results here")
    args = ap.parse_args()

    if args.probe:
        e, n = args.probe.split(":")
        eng = ENGINES[e]()
        h = eng.build(make_spec("deep", int(n)))
        eng.compute(h)
        sys.stdout.write("ok\n")
        sys.stdout.flush()
        os._exit(0)
    if args.depth_probe:
        for e in args.engines.split(","):
            lo, hi = args.depth_probe_lo, args.depth_probe_hi  # lo assumed ok, hi assumed to fail
            while hi - lo > max(50, lo // 50):
                mid = (lo + hi) // 2
                p = subprocess.run([sys.executable, os.path.abspath(__file__), "--probe", f"{e}:{mid}"],
                                   capture_output=True, text=True)
                if p.returncode == 0:
                    lo = mid
                else:
                    hi = mid
            soft, _ = resource.getrlimit(resource.RLIMIT_STACK)
            print(f"{e}: deep chain ok at depth {lo}, crashes by depth {hi}; "
                  f"stack limit {soft >> 20 if soft > 0 else 'unlimited'} MiB -> ~{(soft / lo) if soft > 0 else 0:.0f} bytes/level")
        return
    if args.case:
        e, w, n = args.case.split(":")
        res = run_case(e, w, int(n), args.budget, args.min_reps, args.max_reps, args.cold_reps, args.incr_reps)
        sys.stdout.write(json.dumps(res) + "\n")
        sys.stdout.flush()
        # poga 0.1.19 aborts in interpreter finalization when a measure function was
        # registered ("PyThreadState_Get ... GIL is released"); skip finalization.
        os._exit(0)

    if args.quick:
        args.rounds, args.budget, args.min_reps, args.cold_reps, args.incr_reps = 1, 0.2, 3, 1, 22
    cases = default_cases(args.quick)
    if args.cases:
        cases = [(c.split(":")[0], int(c.split(":")[1])) for c in args.cases.split(",")]
    engines = args.engines.split(",")

    notes = benchutil.machine_notes()
    print(f"# layout peers  nproc={notes['nproc']} load={notes['loadavg']} cpu={notes.get('cpu')}")
    agg = {}
    needed_stack = {}
    for r in range(args.rounds):
        for (w, n) in cases:
            order = engines if r % 2 == 0 else list(reversed(engines))
            for e in order:
                key = (e, w, n)
                known = needed_stack.get(key)
                res = spawn_case(e, w, n, args, stack_mb=known)
                if "error" in res and known is None:
                    # default (8 MiB) stack failed: find the smallest stack on a ladder that works
                    first_err = res
                    for mb in STACK_LADDER_MB:
                        if mb > args.big_stack_mb:
                            break
                        res = spawn_case(e, w, n, args, stack_mb=mb)
                        if "error" not in res:
                            needed_stack[key] = mb
                            break
                    if "error" in res:
                        agg.setdefault(key, {"error": first_err, "retry_error": res})
                        print(f"  round {r} {e:5s} {w}:{n}: {first_err['error']}; with up to {args.big_stack_mb} MiB stack: {res['error']}", flush=True)
                        continue
                    res["default_stack_error"] = first_err
                if needed_stack.get(key):
                    res["needed_stack_mb"] = needed_stack[key]
                a = agg.setdefault(key, {"runs": []})
                a.setdefault("runs", []).append(res)
                print(f"  round {r} {e:5s} {w}:{n} nodes={res['nodes']} full med={statistics.median(res['full'])*1e3:.3f} ms"
                      + (f" incr med={statistics.median(res['incr'])*1e6:.1f} us" if res['incr'] else "")
                      + (" [needed big stack]" if res.get("needed_stack_mb") else ""), flush=True)

    summary = []
    for (w, n) in cases:
        per_engine = {}
        for e in engines:
            a = agg.get((e, w, n))
            if not a or "runs" not in a:
                per_engine[e] = {"error": (a or {}).get("error")}
                continue
            runs = a["runs"]
            cat = lambda k: [x for rr in runs for x in rr[k]]  # noqa: E731
            full = benchutil.summarize(cat("full"))
            s = {
                "engine_version": runs[0]["engine_version"],
                "nodes": runs[0]["nodes"],
                "full_median_s": full["median"], "full_p10_s": full["p10"], "full_p90_s": full["p90"],
                "full_n": full["n"],
                "nodes_per_s": runs[0]["nodes"] / full["median"],
                "cold_median_s": statistics.median(cat("cold")), "cold_n": len(cat("cold")),
                "incr_median_s": statistics.median(cat("incr")) if cat("incr") else None,
                "incr_p90_s": benchutil.percentile(cat("incr"), 90) if cat("incr") else None,
                "incr_total_median_s": statistics.median(cat("incr_total")) if cat("incr_total") else None,
                "noop_median_s": statistics.median(cat("noop")),
                "calls_first": runs[0]["calls_first"], "calls_full": runs[0]["calls_full"],
                "calls_incr": runs[0]["calls_incr"],
                "vmhwm_kb": max(rr["vmhwm_kb"] or 0 for rr in runs),
                "needed_stack_mb": runs[0].get("needed_stack_mb"),
                "round_medians_s": [statistics.median(rr["full"]) for rr in runs],
            }
            per_engine[e] = s
        # cross-engine equivalence: compare sampled frames of the first run
        eq = None
        ok = [e for e in engines if agg.get((e, w, n), {}).get("runs")]
        if len(ok) >= 2:
            fa = agg[(ok[0], w, n)]["runs"][0]["frames"]
            fb = agg[(ok[1], w, n)]["runs"][0]["frames"]
            eq = max(abs(x - y) for A, B in zip(fa, fb) for x, y in zip(A, B))
        summary.append({"workload": w, "size": n, "engines": per_engine, "max_frame_diff": eq})

    print()
    hdr = f"{'workload':15s} {'N':>6s} {'nodes':>6s} {'engine':6s} {'full med':>11s} {'Mnodes/s':>9s} {'cold med':>11s} {'incr med':>10s} {'noop':>8s} {'calls f/i':>11s}"
    print(hdr)
    for srow in summary:
        for e, s in srow["engines"].items():
            if "error" in s:
                print(f"{srow['workload']:15s} {srow['size']:6d} {'':6s} {e:6s} ERROR {s['error']}")
                continue
            print(f"{srow['workload']:15s} {srow['size']:6d} {s['nodes']:6d} {e:6s} "
                  f"{s['full_median_s']*1e3:9.3f}ms {s['nodes_per_s']/1e6:9.2f} {s['cold_median_s']*1e3:9.3f}ms "
                  + (f"{s['incr_median_s']*1e6:8.1f}us" if s['incr_median_s'] is not None else f"{'-':>10s}")
                  + f" {s['noop_median_s']*1e6:6.1f}us"
                  + f" {str(s['calls_full'])+'/'+str(s['calls_incr']):>11s}"
                  + (f"  (stack {s['needed_stack_mb']} MiB)" if s.get("needed_stack_mb") else ""))
        if srow["max_frame_diff"] is not None:
            e0, e1 = engines[0], engines[1]
            s0, s1 = srow["engines"].get(e0, {}), srow["engines"].get(e1, {})
            if "full_median_s" in s0 and "full_median_s" in s1:
                print(f"{'':29s} ratio {e1}/{e0}: full {s1['full_median_s']/s0['full_median_s']:.2f}x"
                      + (f", incr {s1['incr_median_s']/s0['incr_median_s']:.2f}x" if s0.get('incr_median_s') and s1.get('incr_median_s') else "")
                      + f"; max sampled frame diff {srow['max_frame_diff']:.3g} pt")
    benchutil.write_json(args.json, {"machine": notes, "args": vars(args), "summary": summary,
                                     "raw": {":".join(map(str, k)): v for k, v in agg.items()}})


if __name__ == "__main__":
    main()
