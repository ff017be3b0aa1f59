#!/usr/bin/env python3
"""Instructions per `layout/node` round trip on the daemon (issue 15), as Benchmarks/daemon.md measures them.

    Benchmarks/rtt_callgrind.py DAEMON [TAG]

Runs DAEMON (with the suite's flags) under `valgrind --tool=callgrind`, with `madvise` made a no-op through an
LD_PRELOAD shim built here (its page returns would be counted otherwise), twice: each run initializes, opens the
1,000-row form as `inspector-bench` builds it (`LayoutBenchmarks.form(rows:)`), then sends the suite's request
(`label-500`, size and frame) N times one at a time, skipping notifications. A request costs
(total(N = 3,000) - total(N = 1,000)) / 2,000 instructions; the same difference of `callgrind_annotate
--inclusive=yes` gives each function's part. Output files: /tmp/rtt-callgrind/TAG-N.out.
"""
import json, os, subprocess, sys

OUT = "/tmp/rtt-callgrind"
URI = "file:///Form1000.json"
QUERY = '{"uri":"%s","node":"label-500","fields":["size","frame"]}' % URI
FLAGS = ["--log-level", "error", "--max-declared-nodes", "100000", "--max-resolved-nodes", "200000"]


def form(rows):
    def chain(alignment):
        color = {"view": "Color", "color": "clear",
                 "modifiers": [{"preference": {"key": "MaxLabelWidth", "value": "proxy.size.width"}}]}
        return [{"background": {"view": "GeometryReader", "proxy": "proxy", "content": [color]}},
                {"frame": {"width": "labelWidth", "alignment": alignment}}]

    def row(i):
        return {"view": "HStack", "content": [
            {"view": "Text", "id": "label-%d" % i, "text": "Label %d:" % i, "modifiers": chain("trailing")},
            {"view": "TextField", "title": "Value %d" % i}]}
    return {"environment": {"displayScale": 3}, "proposal": {"width": 390, "height": 763}, "state": {"labelWidth": None},
            "preferenceKeys": {"MaxLabelWidth": {"type": "CGFloat", "defaultValue": "0",
                                                 "reduce": "value = max(value, nextValue())"}},
            "root": {"view": "VStack", "id": "form", "alignment": "leading", "content": [row(i) for i in range(rows)],
                     "modifiers": [{"padding": {}},
                                   {"onPreferenceChange": {"key": "MaxLabelWidth", "perform": "labelWidth = $0"}}]}}


class Client:
    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if line in (b"\r\n", b""):
                break
            name, value = line.split(b":", 1)
            if name.strip().lower() == b"content-length":
                length = int(value)
        return self.process.stdout.read(length)

    def call(self, method, params):
        self.next_id += 1
        body = ('{"jsonrpc":"2.0","id":%d,"method":"%s","params":%s}' % (self.next_id, method, params)).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        while True:  # notifications (tree/diagnostics) are skipped
            reply = self.read()
            if b'"id"' in reply and json.loads(reply).get("id") == self.next_id:
                return reply

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def run(daemon, count, out):
    client = Client(["env", "LD_PRELOAD=%s/nomadvise.so" % OUT, "valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
                     daemon] + FLAGS)
    client.call("initialize", '{"processId":null,"rootUri":null,"capabilities":{},"initializationOptions":{}}')
    reply = client.call("tree/open", '{"uri":"%s","tree":%s}' % (URI, json.dumps(form(1000), separators=(",", ":"))))
    assert b'"error"' not in reply, reply[:300]
    for _ in range(count):
        reply = client.call("layout/node", QUERY)
    client.close()
    return reply


def total(out):
    text = subprocess.run(["callgrind_annotate", out], capture_output=True, text=True).stdout
    return next(int(line.split()[0].replace(",", "")) for line in text.splitlines() if "PROGRAM TOTALS" in line)


def main():
    daemon, tag = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "daemon")
    os.makedirs(OUT, exist_ok=True)
    shim = os.path.join(OUT, "nomadvise.c")
    with open(shim, "w") as file:
        file.write("#include <stddef.h>\nint madvise(void *a, size_t l, int advice) { return 0; }\n")
    subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", os.path.join(OUT, "nomadvise.so"), shim], check=True)
    outs = {n: os.path.join(OUT, "%s-%d.out" % (tag, n)) for n in (1000, 3000)}
    reply = [run(daemon, n, out) for n, out in outs.items()][-1]
    print(reply.decode())
    print("%s: %d instructions a request" % (tag, (total(outs[3000]) - total(outs[1000])) // 2000))


if __name__ == "__main__":
    main()
