#!/usr/bin/env python3
"""Instructions per `layout/node` round trip, or per keeping-max edit, on the daemon (issue 15), as
Benchmarks/daemon.md measures them.

    Benchmarks/rtt_callgrind.py DAEMON [TAG]
    Benchmarks/rtt_callgrind.py --edit DAEMON [TAG]
    Benchmarks/rtt_callgrind.py --ancestors|--explain|--whole-node DAEMON [TAG]

Runs DAEMON (with the suite's flags) under `valgrind --tool=callgrind`, with `madvise` made a no-op through an
LD_PRELOAD shim built here (its page returns would be counted otherwise), twice: each run initializes, opens the
1,000-row form as `inspector-bench` builds it (`LayoutBenchmarks.form(rows:)`), then sends the suite's request
(`label-500`, size and frame) N times one at a time, skipping notifications. A request costs
(total(N = 3,000) - total(N = 1,000)) / 2,000 instructions; the same difference of `callgrind_annotate
--inclusive=yes` gives each function's part. Output files: /tmp/rtt-callgrind/TAG-N.out.

With `--edit`, the requests are `tree/edit`s of `label-500`'s text, "Name:" and "Label 500:" in turn (each keeps the
maximum, as `inspector-bench`'s `rtt.editKeepingMax`), and an edit costs (total(N = 60) - total(N = 40)) / 20: both
counts are past the 17th edit, where the default history of 16 versions starts to forget one an edit. Each thread has
a file of its own (`--separate-threads=yes`, TAG-N.out-NN), so the layout thread's part (the largest) and the request
reader's (the next) are apart.

With `--ancestors`, `--explain` or `--whole-node`, the request is the suite's `preferences/ancestors` of `MaxLabelWidth`
at `label-500`, its `layout/explain` of `label-500`'s width (each reply lists the form's 1,000 contributions) or its
whole-node `layout/node` of `label-500` (layers, no measurements), and a request costs
(total(N = 15) - total(N = 5)) / 10.
"""
import json, os, subprocess, sys

OUT = "/tmp/rtt-callgrind"
URI = "file:///Form1000.json"
QUERY = '{"uri":"%s","node":"label-500","fields":["size","frame"]}' % URI
QUERIES = {
    "--ancestors": ("preferences/ancestors", '{"uri":"%s","node":"label-500","key":"MaxLabelWidth"}' % URI),
    "--explain": ("layout/explain", '{"uri":"%s","node":"label-500","dimension":"width"}' % URI),
    "--whole-node": ("layout/node", '{"uri":"%s","node":"label-500","measurements":false}' % URI),
}
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


def run(daemon, count, out, edit=False, query=("layout/node", QUERY)):
    threads = ["--separate-threads=yes"] if edit else []
    client = Client(["env", "LD_PRELOAD=%s/nomadvise.so" % OUT, "valgrind", "--tool=callgrind", "--callgrind-out-file=" + out]
                    + threads + [daemon] + FLAGS)
    client.call("initialize", '{"processId":null,"rootUri":null,"capabilities":{},"initializationOptions":{}}')
    reply = client.call("tree/open", '{"uri":"%s","tree":%s}' % (URI, json.dumps(form(1000), separators=(",", ":"))))
    assert b'"error"' not in reply, reply[:300]
    for index in range(count):
        if edit:
            text = "Name:" if index % 2 == 0 else "Label 500:"
            reply = client.call("tree/edit", '{"uri":"%s","version":%d,"edits":[{"setText":{"node":"label-500","text":"%s"}}]}'
                                % (URI, index + 1, text))
            assert b'"error"' not in reply, reply[:300]
        else:
            reply = client.call(*query)
    client.close()
    return reply


def total(out):
    text = subprocess.run(["callgrind_annotate", out], capture_output=True, text=True).stdout
    return next(int(line.split()[0].replace(",", "")) for line in text.splitlines() if "PROGRAM TOTALS" in line)


def thread_totals(out):
    """Each thread's total, by the file's suffix (`-01` is the main thread)."""
    folder, name = os.path.split(out)
    return {file[len(name):]: total(os.path.join(folder, file))
            for file in sorted(os.listdir(folder)) if file.startswith(name + "-")}


def main():
    arguments = sys.argv[1:]
    edit = arguments[:1] == ["--edit"]
    query = QUERIES.get(arguments[0]) if arguments else None
    if edit or query:
        arguments = arguments[1:]
    daemon, tag = arguments[0], (arguments[1] if len(arguments) > 1 else "daemon")
    os.makedirs(OUT, exist_ok=True)
    shim = os.path.join(OUT, "nomadvise.c")
    with open(shim, "w") as file:
        file.write("#include <stddef.h>\nint madvise(void *a, size_t l, int advice) { return 0; }\n")
    subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", os.path.join(OUT, "nomadvise.so"), shim], check=True)
    if edit:
        outs = {n: os.path.join(OUT, "%s-%d.out" % (tag, n)) for n in (40, 60)}
        for n, out in outs.items():
            for file in os.listdir(OUT):
                if file.startswith(os.path.basename(out) + "-"):
                    os.remove(os.path.join(OUT, file))
            run(daemon, n, out, edit=True)
        few, many = thread_totals(outs[40]), thread_totals(outs[60])
        # The two runs may open the tree on different layout workers, so threads are paired by rank of their totals
        # (the layout thread that edits is the largest in both, the request reader the next).
        for rank, (thread, count) in enumerate(sorted(many.items(), key=lambda item: -item[1])[:2]):
            before = sorted(few.values(), reverse=True)[rank]
            print("%s thread %s (rank %d): %d instructions an edit" % (tag, thread, rank + 1, (count - before) // 20))
        print("%s: %d instructions an edit" % (tag, (sum(many.values()) - sum(few.values())) // 20))
        return
    if query:
        outs = {n: os.path.join(OUT, "%s-%d.out" % (tag, n)) for n in (5, 15)}
        reply = [run(daemon, n, out, query=query) for n, out in outs.items()][-1]
        print("%s: %d reply bytes, %d instructions a request" % (tag, len(reply), (total(outs[15]) - total(outs[5])) // 10))
        return
    outs = {n: os.path.join(OUT, "%s-%d.out" % (tag, n)) for n in (1000, 3000)}
    reply = [run(daemon, n, out) for n, out in outs.items()][-1]
    print(reply.decode())
    print("%s: %d instructions a request" % (tag, (total(outs[3000]) - total(outs[1000])) // 2000))


if __name__ == "__main__":
    main()
