#!/usr/bin/env python3
"""The daemon's soak (issue 17), not part of CI: for a given duration, one client drives the built InspectorDaemon with
a steady mix of every method (opens, edits, taps, state changes, queries, explanations, selections, closes, bad
requests) over a few trees, pipelining a window of requests, and records every 10 seconds the daemon's resident
memory, the requests sent, the replies received, the replies missing and the internal errors (-32603).

It fails (exit 1) when any request is left without a reply, when any reply is an internal error, when the daemon
dies, or when memory keeps growing past what the history bounds allow: after the warm-up (the first fifth of the
run, when every tree has filled its history), the peak may exceed the warm-up's peak by at most --growth-mib (default
64 MiB).

    .build/release/InspectorDaemon built, then:
    Tests/External/soak.py --daemon .build/release/InspectorDaemon --minutes 30

Prints one line per sample and a summary: requests, replies, missing, internal errors, RSS at start, peak and end.
"""
import argparse
import json
import os
import random
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from daemon_process import ROOT, DaemonProcess  # noqa: E402

SIGN_IN_FORM = json.loads((ROOT / "Examples" / "SignInForm.json").read_text())
TAP_TREE = {
    "state": {"taps": 0, "label": "A", "width": {"type": "CGFloat", "value": 80}},
    "root": {"view": "VStack", "id": "stack", "content": [
        {"view": "Text", "id": "count", "text": "Tapped \\(taps) \\(label)",
         "modifiers": [{"frame": {"width": "width"}}]},
        {"view": "Button", "id": "button", "title": "Tap", "action": "taps += 1"},
        {"view": "Color", "id": "wide", "modifiers": [{"frame": {"minWidth": ".infinity"}}]},
    ]},
}
ROWS_TREE = {
    "state": {"count": 40},
    "root": {"view": "ScrollView", "content": [{"view": "VStack", "id": "rows", "content": [
        {"view": "ForEach", "data": "0..<count", "content": [
            {"view": "HStack", "content": [{"view": "Text", "text": "Row \\($0)"}, {"view": "Spacer"},
                                           {"view": "Text", "text": "\\($0 * 3)"}]}]}]}]},
}
TREES = {"form": SIGN_IN_FORM, "taps": TAP_TREE, "rows": ROWS_TREE}


class Soak:
    def __init__(self, daemon_path, window):
        self.daemon = DaemonProcess(path=daemon_path)
        self.window = threading.Semaphore(window)
        self.lock = threading.Lock()
        self.sent = 0
        self.replies = 0
        self.internal_errors = []
        self.outstanding = {}
        self.versions = {}
        self.random = random.Random(17)

    def track(self, identifier, method):
        with self.lock:
            self.sent += 1
            self.outstanding[identifier] = method

    def collect(self):
        """Moves every reply that arrived into the counts; waits for none."""
        daemon = self.daemon
        with daemon.lock:
            arrived = []
            for key, replies in list(daemon.replies.items()):
                if key == "batch":
                    continue
                while replies:
                    arrived.append(replies.pop(0))
        for reply in arrived:
            identifier = reply.get("id")
            with self.lock:
                method = self.outstanding.pop(identifier, None)
                if method is None:
                    continue
                self.replies += 1
                error = reply.get("error")
                if error and error.get("code") == -32603:
                    self.internal_errors.append((method, error.get("message")))
                if method == "tree/edit" and "result" in reply:
                    self.versions[reply["result"]["uri"]] = reply["result"]["version"]
            self.window.release()

    def send(self, method, params):
        while not self.window.acquire(timeout=0.05):
            self.collect()
            if self.daemon.process.poll() is not None:
                raise RuntimeError("the daemon died")
        identifier = self.daemon.new_id()
        self.track(identifier, method)
        self.daemon.request_async(method, params, identifier=identifier)

    def next_request(self):
        uri = self.random.choice(list(TREES))
        version = self.versions.get(uri, 1)
        choice = self.random.randrange(100)
        if choice < 12:
            edits = {
                "form": [{"setText": {"node": "user-label", "text": self.random.choice(["User:", "Name:", "Login:"])}}],
                "taps": [{"tap": {"node": "button"}}, {"setState": {"name": "width", "value": self.random.randrange(40, 200)}}],
                "rows": [{"setState": {"name": "count", "value": self.random.randrange(10, 80)}}],
            }[uri]
            return "tree/edit", {"uri": uri, "version": version, "edits": edits}
        if choice < 30:
            node = {"form": "user-label", "taps": "count", "rows": "rows"}[uri]
            return "layout/node", {"uri": uri, "node": node, "measurements": True}
        if choice < 40:
            return "layout/tree", {"uri": uri}
        if choice < 50:
            node = {"form": "user-label", "taps": "wide", "rows": "rows"}[uri]
            return "layout/explain", {"uri": uri, "node": node, "dimension": self.random.choice(["width", "height", "x"])}
        if choice < 58:
            return "layout/passes", {"uri": uri}
        if choice < 64:
            return "tree/state", {"uri": uri}
        if choice < 70:
            return "tree/select", {"uri": uri, "selector": self.random.choice(["Text", "#count", "HStack > Text", "*"])}
        if choice < 76 and uri == "form":
            return "preferences/ancestors", {"uri": uri, "node": "user-label/background0/GeometryReader0/Color0",
                                             "key": "MaxLabelWidth"}
        if choice < 80:
            return "preferences/values", {"uri": uri, "node": "form"}
        if choice < 85:
            return "tree/list", {}
        if choice < 90:
            # Refused requests: they must be answered with errors, not lost.
            return self.random.choice([("layout/node", {"uri": uri, "node": "ghost"}),
                                       ("tree/edit", {"uri": uri, "version": 9999, "edits": []}),
                                       ("tree/select", {"uri": uri, "selector": "Text[text="}),
                                       ("layout/nowhere", {})])
        return "layout/node", {"uri": uri, "node": {"form": "form", "taps": "stack", "rows": "rows"}[uri]}

    def run(self, seconds, growth_mib):
        daemon = self.daemon
        daemon.initialize()
        for uri, tree in TREES.items():
            daemon.call("tree/open", {"uri": uri, "tree": tree})
            self.versions[uri] = 1
        start = time.time()
        rss_start = daemon.rss_kib()
        samples = []
        next_sample = start
        reopen_at = start + 60
        print(f"{'seconds':>8} {'requests':>10} {'replies':>10} {'outstanding':>11} {'internal':>8} {'RSS MiB':>8}")
        while time.time() - start < seconds:
            if time.time() >= reopen_at:
                # Close and reopen one tree now and then, so opens and closes are soaked too.
                uri = self.random.choice(list(TREES))
                self.send("tree/close", {"uri": uri})
                self.send("tree/open", {"uri": uri, "tree": TREES[uri]})
                self.versions[uri] = 1
                self.drain(60)
                reopen_at = time.time() + 60
            method, params = self.next_request()
            self.send(method, params)
            if time.time() >= next_sample:
                self.collect()
                rss = daemon.rss_kib()
                samples.append((time.time() - start, rss))
                with self.lock:
                    print(f"{time.time() - start:8.0f} {self.sent:10d} {self.replies:10d} {len(self.outstanding):11d} "
                          f"{len(self.internal_errors):8d} {rss / 1024:8.1f}", flush=True)
                next_sample += 10
        self.drain(120)
        rss_end = daemon.rss_kib()
        alive = daemon.process.poll() is None
        daemon.stop()
        warmup = [rss for at, rss in samples if at <= seconds / 5] or [rss_start]
        later = [rss for at, rss in samples if at > seconds / 5] or [rss_end]
        peak = max(rss for _, rss in samples) if samples else rss_end
        growth = max(later) - max(warmup)
        print(f"requests {self.sent}, replies {self.replies}, missing {len(self.outstanding)}, internal errors "
              f"{len(self.internal_errors)}, RSS start {rss_start / 1024:.1f} MiB, peak {peak / 1024:.1f} MiB, end "
              f"{rss_end / 1024:.1f} MiB, growth after warm-up {growth / 1024:.1f} MiB")
        for method, message in self.internal_errors[:10]:
            print(f"internal error in {method}: {message}")
        failed = (not alive or self.outstanding or self.internal_errors or growth > growth_mib * 1024)
        return 1 if failed else 0

    def drain(self, timeout):
        deadline = time.time() + timeout
        while time.time() < deadline:
            self.collect()
            with self.lock:
                if not self.outstanding:
                    return
            time.sleep(0.05)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--daemon", default=os.environ.get("INSPECTOR_DAEMON", str(ROOT / ".build/release/InspectorDaemon")))
    parser.add_argument("--minutes", type=float, default=30)
    parser.add_argument("--window", type=int, default=32, help="requests in flight at once")
    parser.add_argument("--growth-mib", type=float, default=64)
    arguments = parser.parse_args()
    soak = Soak(arguments.daemon, arguments.window)
    sys.exit(soak.run(arguments.minutes * 60, arguments.growth_mib))


if __name__ == "__main__":
    main()
