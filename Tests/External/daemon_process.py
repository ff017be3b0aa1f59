"""A raw JSON-RPC client of the built InspectorDaemon for the attack battery and the soak: it starts the binary,
writes whatever bytes a test wants (framed or not), reads every frame the daemon writes on a thread of its own,
and reports the process's exit code and resident memory. Standard library only.

The daemon's path comes from INSPECTOR_DAEMON (.ci/run sets it to the debug build).
"""
import json
import os
import pathlib
import queue
import signal
import subprocess
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
DAEMON = os.environ.get("INSPECTOR_DAEMON", str(ROOT / ".build" / "debug" / "InspectorDaemon"))


def frame(body):
    """`body` (bytes, str or a JSON value) with an LSP header."""
    if not isinstance(body, (bytes, str)):
        body = json.dumps(body, separators=(",", ":"))
    if isinstance(body, str):
        body = body.encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class DaemonProcess:
    """One daemon process (the binary at `path`, INSPECTOR_DAEMON by default) and the frames it has written."""

    def __init__(self, arguments=(), stdout=subprocess.PIPE, preexec=None, environment=None, read=True, path=None):
        env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
        env.update(environment or {})
        self.process = subprocess.Popen(
            [path or DAEMON, *arguments], stdin=subprocess.PIPE, stdout=stdout, stderr=subprocess.PIPE, env=env,
            preexec_fn=preexec)
        self.frames = queue.Queue()
        self.replies = {}
        self.notifications = []
        self.stderr_lines = []
        self.lock = threading.Condition()
        self.next_id = 1
        self.reader = None
        if stdout == subprocess.PIPE and read:
            self.start_reading()
        self.stderr_reader = threading.Thread(target=self._drain_stderr, daemon=True)
        self.stderr_reader.start()

    # Reading

    def start_reading(self):
        """Starts the reader thread (a test of unread output starts it late)."""
        if self.reader is None:
            self.reader = threading.Thread(target=self._read_frames, daemon=True)
            self.reader.start()

    def _read_frames(self):
        stream = self.process.stdout
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                byte = stream.read(1)
                if not byte:
                    with self.lock:
                        self.lock.notify_all()
                    return
                header += byte
            length = None
            for line in header.decode("ascii", "replace").split("\r\n"):
                if line.lower().startswith("content-length:"):
                    length = int(line.split(":", 1)[1])
            body = stream.read(length or 0)
            try:
                message = json.loads(body)
            except ValueError:
                message = {"unparseable": body[:200].decode("utf-8", "replace")}
            self._record(message)

    def _record(self, message):
        with self.lock:
            elements = message if isinstance(message, list) else [message]
            if isinstance(message, list):
                self.replies.setdefault("batch", []).append(message)
            for element in elements:
                if isinstance(element, dict) and "method" in element and "id" not in element:
                    self.notifications.append(element)
                elif isinstance(element, dict) and ("result" in element or "error" in element):
                    key = json.dumps(element.get("id"))
                    self.replies.setdefault(key, []).append(element)
            self.lock.notify_all()

    def stderr_after_exit(self, timeout=10):
        """Every line the daemon wrote to stderr, read to its end (call once the process has exited)."""
        self.stderr_reader.join(timeout)
        return list(self.stderr_lines)

    def _drain_stderr(self):
        for line in self.process.stderr:
            self.stderr_lines.append(line.decode("utf-8", "replace").rstrip("\n"))

    # Writing

    def write(self, data):
        """Writes raw bytes; False when the daemon's input is closed."""
        try:
            self.process.stdin.write(data)
            self.process.stdin.flush()
            return True
        except (BrokenPipeError, OSError, ValueError):
            return False

    def send(self, message):
        return self.write(frame(message))

    def new_id(self):
        with self.lock:
            identifier = self.next_id
            self.next_id += 1
        return identifier

    def request_async(self, method, params=None, identifier=None):
        """Sends a request and returns its id without waiting."""
        identifier = self.new_id() if identifier is None else identifier
        message = {"jsonrpc": "2.0", "id": identifier, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return identifier

    def reply(self, identifier, timeout=60):
        """The reply to `identifier` (a JSON value), waiting up to `timeout` seconds; None when none came."""
        key = json.dumps(identifier)
        deadline = time.time() + timeout
        with self.lock:
            while not self.replies.get(key):
                remaining = deadline - time.time()
                if remaining <= 0 or (self.reader is not None and not self.reader.is_alive()):
                    return self.replies.get(key, [None])[0] if self.replies.get(key) else None
                self.lock.wait(min(remaining, 0.5))
            return self.replies[key].pop(0)

    def request(self, method, params=None, timeout=60):
        return self.reply(self.request_async(method, params), timeout)

    def call(self, method, params=None, timeout=60):
        """The result of a request that must succeed."""
        answer = self.request(method, params, timeout)
        assert answer is not None, f"no reply to {method}"
        assert "error" not in answer, f"{method} failed: {answer['error']}"
        return answer["result"]

    def notify(self, method, params=None):
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def initialize(self, options=None, process_id=None):
        params = {"processId": process_id, "capabilities": {}}
        if options is not None:
            params["initializationOptions"] = options
        result = self.call("initialize", params)
        self.notify("initialized", {})
        return result

    def next_reply_without_id(self, timeout=10):
        """A reply whose id is null (an unreadable request's)."""
        return self.reply(None, timeout)

    # The process

    def exit_code(self, timeout=10):
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            return None

    def rss_kib(self):
        """The daemon's resident memory in KiB (Linux), or 0 once it has gone."""
        try:
            status = pathlib.Path(f"/proc/{self.process.pid}/status").read_text()
        except OSError:
            return 0
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    def signal(self, number):
        self.process.send_signal(number)

    def close_input(self):
        try:
            self.process.stdin.close()
        except OSError:
            pass

    def stop(self):
        """Ends the session politely, then by force."""
        if self.process.poll() is None:
            self.request_async("shutdown")
            self.notify("exit")
            self.close_input()
            if self.exit_code(5) is None:
                self.process.kill()
                self.process.wait(5)
        for stream in (self.process.stdout, self.process.stderr):
            try:
                if stream:
                    stream.close()
            except OSError:
                pass


def kill_quietly(process):
    try:
        process.send_signal(signal.SIGKILL)
    except OSError:
        pass
