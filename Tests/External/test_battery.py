"""The attack battery (issue 17): the built InspectorDaemon under framing faults, malformed JSON, hostile params for
every method, hostile trees, process faults and concurrency. Each case asserts the error or behaviour it expects and,
when the daemon survives, that every tree open before the case is exactly as it was (version, layout, state).

Run by .ci/run against the debug build, with the other external clients:
    INSPECTOR_DAEMON=.build/debug/InspectorDaemon .venv/bin/python -m pytest -q Tests/External
"""
import json
import os
import sys
import select
import signal
import subprocess
import time

import pytest

from daemon_process import DAEMON, ROOT, DaemonProcess, frame, kill_quietly

# Trees at the depth limit (10,240 layers) nest twenty thousand JSON levels, deeper than the json module's default
# recursion allows.
sys.setrecursionlimit(50_000)

SIGN_IN_FORM = json.loads((ROOT / "Examples" / "SignInForm.json").read_text())
FORM = "file:///battery/SignInForm.json"
TAPS = "file:///battery/taps.json"
PREFS = "file:///battery/prefs.json"

# The code of every kind protocol.md's error table names, and JSON-RPC's.
KINDS = {
    -32700: "parseError", -32600: "invalidRequest", -32601: "methodNotFound", -32602: "invalidParams",
    -32603: "internalError", -32002: "serverNotInitialized", -32800: "requestCancelled", -32010: "unknownTree",
    -32011: "treeAlreadyOpen", -32012: "versionMismatch", -32013: "unknownVersion", -32014: "invalidTree",
    -32015: "invalidEdit", -32016: "unknownNode", -32017: "unknownPreferenceKey", -32018: "invalidSelector",
    -32019: "limitExceeded", -32020: "notImplemented",
}

TAP_TREE = {
    "state": {"taps": 0, "label": "A"},
    "root": {"view": "VStack", "id": "stack", "content": [
        {"view": "Text", "id": "count", "text": "Tapped \\(taps) \\(label)"},
        {"view": "Button", "id": "button", "title": "Tap", "action": "taps += 1"},
    ]},
}

PREF_TREE = {
    "preferenceKeys": {"Widths": {"type": "[CGFloat]", "defaultValue": "[]", "reduce": "value.append(contentsOf: nextValue())"}},
    "root": {"view": "HStack", "id": "row", "content": [
        {"view": "Text", "id": "a", "text": "Alpha", "modifiers": [{"preference": {"key": "Widths", "value": "[1]"}}]},
        {"view": "Text", "id": "b", "text": "Beta", "modifiers": [{"preference": {"key": "Widths", "value": "[2]"}}]},
    ]},
}


def check_error(reply, code=None, identifier="unchecked"):
    """The reply is an error with `data.kind` naming its code (and the code and id asked for)."""
    assert reply is not None, "no reply"
    assert "error" in reply, f"expected an error, got {reply}"
    error = reply["error"]
    assert isinstance(error.get("data"), dict), f"no data object: {error}"
    assert error["data"].get("kind") == KINDS.get(error["code"], "serverError"), f"wrong kind: {error}"
    assert error["code"] != -32603, f"internal error: {error}"
    if code is not None:
        codes = code if isinstance(code, (list, tuple, set)) else [code]
        assert error["code"] in codes, f"expected {code}, got {error}"
    if identifier != "unchecked":
        assert reply.get("id") == identifier, f"expected id {identifier!r}, got {reply.get('id')!r}"
    return error


def snapshot(daemon):
    """Every open tree's version, laid-out text rendering and state."""
    trees = daemon.call("tree/list", {})["trees"]
    result = {}
    for tree in trees:
        uri = tree["uri"]
        layout = daemon.call("layout/tree", {"uri": uri})
        state = daemon.call("tree/state", {"uri": uri})
        result[uri] = (tree["version"], layout["text"], json.dumps(state["state"], sort_keys=True))
    return result


@pytest.fixture(scope="module")
def shared():
    daemon = DaemonProcess()
    daemon.initialize()
    daemon.call("tree/open", {"uri": FORM, "tree": SIGN_IN_FORM})
    daemon.call("tree/open", {"uri": TAPS, "tree": TAP_TREE})
    daemon.call("tree/open", {"uri": PREFS, "tree": PREF_TREE})
    yield daemon
    daemon.stop()


@pytest.fixture
def daemon(shared):
    """The shared daemon; after the case, every tree open before it must be unchanged and the daemon answering."""
    before = snapshot(shared)
    yield shared
    assert shared.process.poll() is None, "the daemon died: " + "\n".join(shared.stderr_lines[-20:])
    after = snapshot(shared)
    for uri, state in before.items():
        assert after.get(uri) == state, f"{uri} changed"


def own_daemon(arguments=(), **options):
    daemon = DaemonProcess(arguments, **options)
    daemon.initialize()
    return daemon


# MARK: - Framing ---------------------------------------------------------------------------------------------------

FATAL_FRAMES = {
    "missing Content-Length": b"Content-Type: application/json\r\n\r\n{}",
    "non-numeric length": b"Content-Length: abc\r\n\r\n{}",
    "negative length": b"Content-Length: -5\r\n\r\n{}",
    "fractional length": b"Content-Length: 1.5\r\n\r\n{}",
    "empty length": b"Content-Length: \r\n\r\n{}",
    "length beyond any integer": b"Content-Length: 99999999999999999999999\r\n\r\n{}",
    "length over maxMessageBytes": b"Content-Length: 67108865\r\n\r\n{}",
    "duplicate length": b"Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}",
    "LF line endings": b"Content-Length: 2\n\n{}",
    "CR without LF": b"Content-Length: 2\r\r\n\r\n{}",
    "junk before the header": b"garbage\r\nContent-Length: 2\r\n\r\n{}",
    "body without a header": b'{"jsonrpc":"2.0","id":1,"method":"tree/list"}',
    "header over 8 KiB": b"X-Pad: " + b"a" * 9000 + b"\r\nContent-Length: 2\r\n\r\n{}",
    "binary header": b"\x00\x01\x02\r\n\r\n",
    "truncated body at end of input": b"Content-Length: 100\r\n\r\n{\"jsonrpc\":",
    "truncated header at end of input": b"Content-Len",
}


@pytest.mark.parametrize("name", sorted(FATAL_FRAMES))
def test_framing_error_ends_the_session_with_code_2(name):
    daemon = own_daemon()
    try:
        daemon.write(FATAL_FRAMES[name])
        if name.startswith("truncated"):
            daemon.close_input()
        assert daemon.exit_code(20) == 2
        logs = [n for n in daemon.notifications if n["method"] == "window/logMessage"]
        assert logs and logs[-1]["params"]["type"] == 1
        if "maxMessageBytes" in name or "any integer" in name:
            assert "(maxMessageBytes)" in logs[-1]["params"]["message"]
        if "8 KiB" in name:
            assert "(maxHeaderBytes)" in logs[-1]["params"]["message"]
    finally:
        daemon.stop()


def test_framing_byte_by_byte(daemon):
    message = frame({"jsonrpc": "2.0", "id": "bytes", "method": "tree/list", "params": {}})
    for index in range(len(message)):
        daemon.write(message[index:index + 1])
    assert "result" in daemon.reply("bytes")


def test_framing_two_messages_in_one_write(daemon):
    daemon.write(frame({"jsonrpc": "2.0", "id": "one", "method": "tree/list"})
                 + frame({"jsonrpc": "2.0", "id": "two", "method": "tree/list"}))
    assert "result" in daemon.reply("one") and "result" in daemon.reply("two")


def test_framing_extra_headers_and_utf8_charset(daemon):
    body = json.dumps({"jsonrpc": "2.0", "id": "typed", "method": "tree/list"}).encode()
    daemon.write(b"Content-Length: %d\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\nX-Other: 1\r\n\r\n"
                 % len(body) + body)
    assert "result" in daemon.reply("typed")


def test_framing_other_charset_is_a_parse_error(daemon):
    body = json.dumps({"jsonrpc": "2.0", "id": "latin", "method": "tree/list"}).encode()
    daemon.write(b"Content-Length: %d\r\nContent-Type: application/json; charset=latin1\r\n\r\n" % len(body) + body)
    error = check_error(daemon.next_reply_without_id(), -32700, None)
    assert "charset" in error["data"]["detail"]


def test_framing_empty_body_is_a_parse_error(daemon):
    daemon.write(b"Content-Length: 0\r\n\r\n")
    check_error(daemon.next_reply_without_id(), -32700, None)


# MARK: - JSON ------------------------------------------------------------------------------------------------------

PARSE_ERRORS = {
    "trailing comma": b'{"jsonrpc":"2.0","id":1,"method":"tree/list","params":{},}',
    "NaN": b'{"jsonrpc":"2.0","id":NaN,"method":"tree/list"}',
    "Infinity": b'{"jsonrpc":"2.0","id":Infinity,"method":"tree/list"}',
    "leading zero": b'{"jsonrpc":"2.0","id":01,"method":"tree/list"}',
    "plus sign": b'{"jsonrpc":"2.0","id":+1,"method":"tree/list"}',
    "bare fraction": b'{"jsonrpc":"2.0","id":.5,"method":"tree/list"}',
    "dangling point": b'{"jsonrpc":"2.0","id":1.,"method":"tree/list"}',
    "single quotes": b"{'jsonrpc':'2.0','id':1,'method':'tree/list'}",
    "comment": b'{"jsonrpc":"2.0",/* c */"id":1,"method":"tree/list"}',
    "unquoted key": b'{jsonrpc:"2.0","id":1,"method":"tree/list"}',
    "unterminated string": b'{"jsonrpc":"2.0","id":1,"method":"tree/list}',
    "bad escape": b'{"jsonrpc":"2.0","id":"\\x41","method":"tree/list"}',
    "lone surrogate escape": b'{"jsonrpc":"2.0","id":"\\ud800","method":"tree/list"}',
    "invalid UTF-8": b'{"jsonrpc":"2.0","id":"\xff","method":"tree/list"}',
    "overlong UTF-8": b'{"jsonrpc":"2.0","id":"\xc0\xaf","method":"tree/list"}',
    "encoded surrogate": b'{"jsonrpc":"2.0","id":"\xed\xa0\x80","method":"tree/list"}',
    "raw control character": b'{"jsonrpc":"2.0","id":"a\x01b","method":"tree/list"}',
    "number beyond a double": b'{"jsonrpc":"2.0","id":1e400,"method":"tree/list"}',
    "trailing data": b'{"jsonrpc":"2.0","id":1,"method":"tree/list"}{}',
    "whitespace only": b"   \r\n\t ",
    "unclosed object": b'{"jsonrpc":"2.0","id":1,"method":"tree/list"',
    "unclosed array": b"[1, 2",
    "truncated literal": b"tru",
    "batch with invalid JSON": b'[{"jsonrpc":"2.0","id":1,"method":"tree/list"},{"jsonrpc":"2.0","method"]',
}


@pytest.mark.parametrize("name", sorted(PARSE_ERRORS))
def test_json_parse_error(daemon, name):
    daemon.write(frame(PARSE_ERRORS[name]))
    error = check_error(daemon.next_reply_without_id(), -32700, None)
    assert isinstance(error["data"]["offset"], int) and error["data"]["detail"]


INVALID_REQUESTS = {
    "top-level number": (b"42", None),
    "top-level string": (b'"tree/list"', None),
    "top-level null": (b"null", None),
    "top-level true": (b"true", None),
    "empty batch": (b"[]", None),
    "no jsonrpc member": (b'{"id":5,"method":"tree/list"}', 5),
    "jsonrpc 1.0": (b'{"jsonrpc":"1.0","id":6,"method":"tree/list"}', 6),
    "jsonrpc as a number": (b'{"jsonrpc":2.0,"id":7,"method":"tree/list"}', 7),
    "method a number": (b'{"jsonrpc":"2.0","id":8,"method":1}', 8),
    "params a string": (b'{"jsonrpc":"2.0","id":9,"method":"tree/list","params":"x"}', 9),
    "params a number": (b'{"jsonrpc":"2.0","id":10,"method":"tree/list","params":3}', 10),
    "id an object": (b'{"jsonrpc":"2.0","id":{"a":1},"method":"tree/list"}', None),
    "id an array": (b'{"jsonrpc":"2.0","id":[1],"method":"tree/list"}', None),
    "id a boolean": (b'{"jsonrpc":"2.0","id":true,"method":"tree/list"}', None),
    "id beyond Int64": (b'{"jsonrpc":"2.0","id":9223372036854775808,"method":"tree/list"}', None),
    "id far beyond Int64": (b'{"jsonrpc":"2.0","id":100000000000000000000000000,"method":"tree/list"}', None),
    "negative id beyond Int64": (b'{"jsonrpc":"2.0","id":-9223372036854775809,"method":"tree/list"}', None),
    "id a fraction no double holds": (b'{"jsonrpc":"2.0","id":12345678901234567.5,"method":"tree/list"}', None),
    "id a fraction that underflows": (b'{"jsonrpc":"2.0","id":1e-400,"method":"tree/list"}', None),
    "neither method nor result": (b'{"jsonrpc":"2.0","id":11}', 11),
}


@pytest.mark.parametrize("name", sorted(INVALID_REQUESTS))
def test_json_invalid_request(daemon, name):
    body, identifier = INVALID_REQUESTS[name]
    daemon.write(frame(body))
    error = check_error(daemon.reply(identifier), -32600, identifier)
    if "Int64" in name:
        assert "-9223372036854775808…9223372036854775807" in error["message"]
    if "fraction" in name:
        assert "cannot be echoed exactly" in error["message"] and error["data"]["path"] == "id"


IDS_ECHOED = {
    "integer": 17, "zero": 0, "negative": -3, "Int64 max": 9223372036854775807, "Int64 min": -9223372036854775808,
    "string": "abc", "empty string": "", "unicode string": "ïd 🆔", "fraction": 1.5, "exponent": 1e20,
}


@pytest.mark.parametrize("name", sorted(IDS_ECHOED))
def test_json_ids_are_echoed_exactly(daemon, name):
    identifier = IDS_ECHOED[name]
    daemon.send({"jsonrpc": "2.0", "id": identifier, "method": "tree/list"})
    reply = daemon.reply(identifier)
    assert reply is not None and "result" in reply and reply["id"] == identifier
    assert type(reply["id"]) is type(identifier)


def test_json_null_id_is_answered_with_null(daemon):
    daemon.write(frame(b'{"jsonrpc":"2.0","id":null,"method":"tree/list"}'))
    reply = daemon.next_reply_without_id()
    assert reply is not None and "result" in reply


def test_json_batch_answers_each_request(daemon):
    batch = [{"jsonrpc": "2.0", "id": f"b{index}", "method": "tree/list"} for index in range(5)]
    batch.append({"jsonrpc": "2.0", "method": "$/ignored"})
    batch.append({"jsonrpc": "2.0", "id": "bad", "method": 5})
    daemon.send(batch)
    for index in range(5):
        assert "result" in daemon.reply(f"b{index}")
    check_error(daemon.reply("bad"), -32600, "bad")


def test_json_batch_of_scalars(daemon):
    daemon.write(frame(b"[1,2,3]"))
    for _ in range(3):
        check_error(daemon.next_reply_without_id(), -32600, None)


def test_json_unknown_method(daemon):
    error = check_error(daemon.request("tree/destroy", {}), -32601)
    assert error["data"]["method"] == "tree/destroy"


def test_json_notifications_and_replies_get_nothing(daemon):
    daemon.notify("$/unknownNotification", {})
    daemon.notify("tree/unknown", {})
    daemon.send({"jsonrpc": "2.0", "id": 999, "result": 1})
    daemon.send({"jsonrpc": "2.0", "id": 998, "error": {"code": 1, "message": "x"}})
    assert daemon.reply(999, timeout=1) is None
    assert "result" in daemon.request("daemon/synchronize", {})


def test_json_duplicate_keys_keep_the_last(daemon):
    daemon.write(frame(b'{"jsonrpc":"2.0","id":"dup","method":"tree/destroy","method":"tree/list"}'))
    assert "result" in daemon.reply("dup")


def test_json_bom_is_skipped(daemon):
    daemon.write(frame(b'\xef\xbb\xbf{"jsonrpc":"2.0","id":"bom","method":"tree/list"}'))
    assert "result" in daemon.reply("bom")


def test_json_params_null_is_absent(daemon):
    daemon.write(frame(b'{"jsonrpc":"2.0","id":"nullparams","method":"tree/list","params":null}'))
    assert "result" in daemon.reply("nullparams")


def test_json_nesting_past_maxJSONDepth_is_answered_under_its_id(daemon):
    # protocol.md: maxJSONDepth is 20,496 (two levels per nested view, so that a tree at maxDepth 10,240 fits).
    deep = "[" * 20600 + "]" * 20600
    daemon.write(frame('{"jsonrpc":"2.0","id":"deep","method":"tree/open","params":{"uri":"x","tree":%s}}' % deep))
    error = check_error(daemon.reply("deep"), -32600, "deep")
    assert error["data"]["limit"] == "maxJSONDepth" and error["data"]["value"] == 20496


def test_json_string_over_maxJSONStringBytes_is_answered_under_its_id(daemon):
    text = "x" * (16 * 1024 * 1024 + 1)
    daemon.write(frame('{"jsonrpc":"2.0","id":"long","method":"tree/open","params":{"uri":"%s","tree":{}}}' % text))
    error = check_error(daemon.reply("long", timeout=120), -32600, "long")
    assert error["data"]["limit"] == "maxJSONStringBytes" and error["data"]["value"] == 16777216
    assert error["data"]["method"] == "tree/open"


def test_json_array_over_maxJSONMembers_is_answered_under_its_id(daemon):
    members = ",".join(["0"] * (1024 * 1024 + 1))
    daemon.write(frame('{"jsonrpc":"2.0","method":"tree/open","params":{"uri":"m","tree":[%s]},"id":"many"}' % members))
    error = check_error(daemon.reply("many", timeout=120), -32600, "many")
    assert error["data"]["limit"] == "maxJSONMembers" and error["data"]["value"] == 1048576


# MARK: - Each method's params --------------------------------------------------------------------------------------

METHODS = ["tree/open", "tree/edit", "tree/close", "tree/list", "layout/node", "layout/tree", "preferences/ancestors",
           "preferences/values", "tree/state", "layout/passes", "layout/explain", "tree/select", "daemon/synchronize",
           "layout/snapshot", "layout/diff"]
# The editor's requests, about text documents rather than trees: hostile params must be refused or answered
# (LSP answers null for a document it does not know), never fatal.
EDITOR_METHODS = ["textDocument/hover", "textDocument/inlayHint", "textDocument/codeLens", "textDocument/documentSymbol",
                  "workspace/executeCommand"]

# Params a broken client might send, none of which may change a tree.
HOSTILE_PARAMS = {
    "empty object": {},
    "array params": [1, 2],
    "uri a number": {"uri": 7},
    "uri null": {"uri": None},
    "unknown uri": {"uri": "file:///nothing-open-here.json", "node": "x", "version": 1, "edits": []},
    "node an object": {"uri": FORM, "node": {"nested": True}},
    "unknown node": {"uri": FORM, "node": "no-such-node", "key": "MaxLabelWidth"},
    "negative version": {"uri": FORM, "node": "form", "version": -1, "pass": 0},
    "huge version": {"uri": FORM, "node": "form", "version": 9223372036854775807, "pass": -9223372036854775808},
    "fractional version": {"uri": FORM, "node": "form", "version": 1.5},
    "version as a string": {"uri": FORM, "node": "form", "version": "1"},
    "NUL in strings": {"uri": FORM + "\u0000", "node": "form\u0000", "selector": "\u0000"},
    "edits not an array": {"uri": FORM, "version": 1, "edits": {"setText": {}}},
    "edits of scalars": {"uri": FORM, "version": 1, "edits": [1, "two", None]},
    "unknown edit kind": {"uri": FORM, "version": 1, "edits": [{"explode": {"node": "form"}}]},
    "stale version edit": {"uri": FORM, "version": 99, "edits": [{"setText": {"node": "user-label", "text": "x"}}]},
    "edit of an unknown node": {"uri": FORM, "version": 1, "edits": [{"setText": {"node": "ghost", "text": "x"}}]},
    "negative proposal": {"uri": FORM, "version": 1, "edits": [{"propose": {"width": -3}}]},
    "state of the wrong type": {"uri": FORM, "version": 1, "edits": [{"setState": {"name": "labelWidth", "value": "wide"}}]},
    "unknown dimension": {"uri": FORM, "node": "form", "dimension": "depth"},
    "explain from a future point": {"uri": FORM, "node": "form", "dimension": "width", "from": {"version": 50, "pass": 1}},
    "bad selector": {"uri": FORM, "selector": "Text[text="},
    "deep selector": {"uri": FORM, "selector": ":has(" * 300},
    "long selector": {"uri": FORM, "selector": "a " * 5000},
    "unknown preference key": {"uri": FORM, "node": "form", "key": "NoSuchKey"},
    "tree not an object": {"uri": "file:///battery/new.json", "tree": "not a tree"},
    "tree with a bad view": {"uri": "file:///battery/new.json", "tree": {"root": {"view": "Txt"}}},
    "tree already open": {"uri": FORM, "tree": SIGN_IN_FORM},
}

# Param sets that are valid for a method and would change a tree (so they are not hostile for it).
CHANGES_A_TREE = {("tree/close", "unknown node"), ("tree/close", "node an object"), ("tree/close", "negative version"),
                  ("tree/close", "huge version"), ("tree/close", "fractional version"),
                  ("tree/close", "version as a string"), ("tree/close", "edits not an array"),
                  ("tree/close", "edits of scalars"), ("tree/close", "unknown edit kind"),
                  ("tree/close", "stale version edit"), ("tree/close", "edit of an unknown node"),
                  ("tree/close", "negative proposal"), ("tree/close", "state of the wrong type"),
                  ("tree/close", "unknown dimension"), ("tree/close", "explain from a future point"),
                  ("tree/close", "bad selector"), ("tree/close", "deep selector"), ("tree/close", "long selector"),
                  ("tree/close", "unknown preference key"), ("tree/close", "tree already open")}

PARAM_CASES = [(method, name) for method in METHODS + EDITOR_METHODS for name in sorted(HOSTILE_PARAMS)
               if (method, name) not in CHANGES_A_TREE]


@pytest.mark.parametrize("method,name", PARAM_CASES)
def test_params(daemon, method, name):
    reply = daemon.request(method, HOSTILE_PARAMS[name])
    assert reply is not None, "no reply"
    if "result" in reply:
        # Methods without params, or queries that ignore members they do not use, may answer.
        assert method in {"tree/list", "daemon/synchronize"} or name in {"unknown dimension"} or \
            method in {"layout/tree", "tree/state", "layout/passes", "tree/select", "layout/node", "preferences/values",
                       "preferences/ancestors", "layout/explain", "layout/snapshot", "layout/diff"} or \
            method in EDITOR_METHODS, \
            f"{method} accepted {name}: {reply['result']}"
        return
    error = check_error(reply)
    if error["code"] == -32602:
        assert error["data"]["path"].startswith("params"), error
    if name == "unknown uri" and method not in {"tree/list", "daemon/synchronize", "tree/open"}:
        assert error["code"] in (-32010, -32602), error


# Every tree method names the uri it does not know.
@pytest.mark.parametrize("method", [m for m in METHODS if m not in {"tree/open", "tree/list", "daemon/synchronize"}])
def test_params_unknown_tree(daemon, method):
    params = {"uri": "file:///nowhere.json", "node": "form", "key": "MaxLabelWidth", "version": 1, "edits": [],
              "dimension": "width", "selector": "Text"}
    error = check_error(daemon.request(method, params), -32010)
    assert error["data"]["path"] == "params.uri"


def test_params_edits_over_maxEditsPerRequest(daemon):
    edits = [{"setState": {"name": "labelWidth", "value": 1}}] * 1001
    error = check_error(daemon.request("tree/edit", {"uri": FORM, "version": 1, "edits": edits}), -32019)
    assert error["data"]["limit"] == "maxEditsPerRequest"


def test_params_selector_over_maxSelectorLength(daemon):
    error = check_error(daemon.request("tree/select", {"uri": FORM, "selector": "a" * 5000}))
    assert "maxSelectorLength" in json.dumps(error)


# MARK: - Hostile trees ---------------------------------------------------------------------------------------------

def text_tree(text, state=None, extra=None):
    tree = {"root": {"view": "VStack", "id": "stack", "content": [{"view": "Text", "id": "t", "text": text}]}}
    if state:
        tree["state"] = state
    tree.update(extra or {})
    return tree


def color_width(expression, state=None):
    tree = {"root": {"view": "VStack", "content": [
        {"view": "Color", "id": "c", "modifiers": [{"frame": {"width": expression}}]}]}}
    if state:
        tree["state"] = state
    return tree


BIG = "x" * (1 << 20)


def nested(depth):
    """`depth` VStacks around a Text, built without recursion."""
    view = {"view": "Text", "text": "x"}
    for _ in range(depth):
        view = {"view": "VStack", "content": [view]}
    return view

# (tree, a phrase some diagnostic must contain)
DIAGNOSED_TREES = {
    "doubling in a Text": (text_tree('\\((0..<40).reduce("ab") { s, _ in s + s })'), "(maxValueBytes)"),
    "doubling by interpolation": (text_tree('\\((0..<40).reduce("ab") { s, _ in "\\(s)\\(s)" })'), "limit"),
    "doubling an array": (color_width("CGFloat((0..<40).reduce([1]) { a, _ in a + a }.count)"), "(maxValueBytes)"),
    "joined over large state": (text_tree("\\((0..<4096).map { _ in big }.joined())", {"big": BIG}), "(maxValueBytes)"),
    "description of large state": (text_tree("\\((0..<4096).map { _ in big })", {"big": BIG}), "(maxValueBytes)"),
    "uppercased large state": (text_tree("\\(big.uppercased())", {"big": "x" * (6 << 20)}), "(maxValueBytes)"),
    "endless loop": (color_width("CGFloat((0..<Int.max).map { $0 }.count)"), "limit exceeded"),
    "loop over the step limit": (color_width("CGFloat((0..<90000).map { $0 * 2 }.filter { $0 > 1 }.count)"), "steps"),
    "division by zero": (color_width("CGFloat(1 / (taps - taps))", {"taps": 1}), "division by zero"),
    "index out of range": (color_width("[1.0, 2.0][5]"), "index out of range"),
    "nil unwrapped": (color_width("value!", {"value": {"type": "CGFloat?", "value": None}}), "nil"),
    "integer overflow": (color_width("CGFloat(Int.max + 1)"), "overflow"),
    "unknown name": (color_width("nowhere"), "nowhere"),
    "type error": (color_width('"wide"'), "String"),
    "non-finite frame": (color_width(".nan"), "Invalid frame dimension"),
    "state write during layout": (color_width("{ taps = 3; return 1 }()", {"taps": 1}), "layout"),
}


@pytest.mark.parametrize("name", sorted(DIAGNOSED_TREES))
def test_tree_diagnosed(daemon, name):
    tree, phrase = DIAGNOSED_TREES[name]
    uri = f"file:///battery/hostile/{name}.json"
    reply = daemon.request("tree/open", {"uri": uri, "tree": tree}, timeout=120)
    try:
        if "error" in reply:
            error = check_error(reply, -32014)
            assert phrase.lower() in json.dumps(error).lower(), error
            return
        messages = " ".join(d["message"] for d in reply["result"]["diagnostics"])
        assert phrase.lower() in messages.lower(), messages
    finally:
        daemon.request("tree/close", {"uri": uri})


REFUSED_TREES = {
    "depth over maxDepth": ({"root": nested(10_241)}, -32014, "the limit maxDepth)"),
    "declared nodes over maxDeclaredNodes": ({"root": {"view": "VStack", "content": [{"view": "Color"}] * 20001}},
                                             -32014, "(the limit maxDeclaredNodes)"),
    "struct containing itself": ({"structs": {"Loop": {"fields": {"next": "Loop"}}},
                                  "root": {"view": "Text", "text": "x"}}, -32014, None),
    "unknown view": ({"root": {"view": "Marquee"}}, -32014, "Marquee"),
    "syntax error in an expression": (color_width("1 +* 2"), -32014, None),
    "expression over 64 KiB": (color_width("1" + " + 1" * 20000), -32014, None),
    "nesting over 128 in an expression": (color_width("(" * 200 + "1" + ")" * 200), -32014, None),
    "modifier of the wrong shape": ({"root": {"view": "Text", "text": "x", "modifiers": [{"frame": 5}]}}, -32014, None),
    "root missing": ({"proposal": {"width": 10}}, -32014, None),
    "state of an unknown type": ({"state": {"s": {"type": "Mystery", "value": 1}}, "root": {"view": "Text", "text": "x"}},
                                 -32014, None),
}


@pytest.mark.parametrize("name", sorted(REFUSED_TREES))
def test_tree_refused(daemon, name):
    tree, code, phrase = REFUSED_TREES[name]
    uri = f"file:///battery/refused/{name}.json"
    error = check_error(daemon.request("tree/open", {"uri": uri, "tree": tree}, timeout=120), code)
    if phrase:
        assert phrase in json.dumps(error), error
    assert uri not in [t["uri"] for t in daemon.call("tree/list", {})["trees"]]


def test_tree_text_over_maxTextBytes():
    # A thousand rows of 64 KiB: 64 MB of text to measure per pass without the limit; 256 KiB with it (the default,
    # 4 MiB, would take a debug build half a minute to measure).
    daemon = own_daemon(["--max-text-bytes", str(256 << 10)])
    tree = {"state": {"big": "word " * 13_108},
            "root": {"view": "VStack", "content": [
                {"view": "ForEach", "data": "0..<1000", "content": [{"view": "Text", "text": "\\(big)"}]}]}}
    try:
        summary = daemon.call("tree/open", {"uri": "rows", "tree": tree}, timeout=240)
        assert any("(maxTextBytes)" in d["message"] for d in summary["diagnostics"])
        layout = daemon.call("layout/tree", {"uri": "rows"})
        shown = sum(len((n.get("text") or "").encode()) for n in layout["nodes"])
        assert 0 < shown <= 256 << 10
    finally:
        daemon.stop()


def test_tree_long_text_is_quoted_once(daemon):
    text = "long text " * 30_000
    uri = "file:///battery/long-text.json"
    daemon.call("tree/open", {"uri": uri, "tree": {"root": {"view": "Text", "id": "t", "text": text, "modifiers": [
        {"padding": {}}, {"frame": {"width": 300}}]}}}, timeout=120)
    try:
        reply = daemon.call("layout/node", {"uri": uri, "node": "t", "measurements": True})
        assert len(json.dumps(reply)) < len(text) + 64 * 1024
        assert reply["layers"][0]["widthRule"]["values"]["textBytes"] == len(text)
    finally:
        daemon.request("tree/close", {"uri": uri})


def test_tree_doubling_in_a_tap_changes_no_state(daemon):
    uri = "file:///battery/doubling-tap.json"
    tree = {"state": {"s": "ab"}, "root": {"view": "VStack", "content": [
        {"view": "Text", "text": "\\(s.count)"},
        {"view": "Button", "id": "b", "title": "Double", "action": "for _ in 0..<40 { s = s + s }"}]}}
    daemon.call("tree/open", {"uri": uri, "tree": tree})
    try:
        daemon.call("tree/edit", {"uri": uri, "version": 1, "edits": [{"tap": {"node": "b"}}]})
        passes = daemon.call("layout/passes", {"uri": uri})
        assert "(maxValueBytes)" in json.dumps(passes)
        assert daemon.call("tree/state", {"uri": uri})["state"][0]["value"] == "ab"
    finally:
        daemon.request("tree/close", {"uri": uri})


def test_tree_doubling_in_a_reduce(daemon):
    uri = "file:///battery/doubling-reduce.json"
    tree = {"preferenceKeys": {"K": {"type": "String", "defaultValue": '""',
                                     "reduce": "for _ in 0..<40 { value = value + value + nextValue() }"}},
            "root": {"view": "HStack", "content": [
                {"view": "Color", "modifiers": [{"preference": {"key": "K", "value": '"a"'}}]},
                {"view": "Color", "modifiers": [{"preference": {"key": "K", "value": '"b"'}}]}]}}
    summary = daemon.call("tree/open", {"uri": uri, "tree": tree})
    try:
        assert any("(maxValueBytes)" in d["message"] for d in summary["diagnostics"])
    finally:
        daemon.request("tree/close", {"uri": uri})


def test_tree_non_finite_lengths_in_every_query(daemon):
    uri = "file:///battery/infinite.json"
    tree = {"state": {"label": "A"}, "proposal": {"width": 100, "height": 100}, "root": {
        "view": "VStack", "id": "stack", "content": [
            {"view": "Color", "id": "wide", "modifiers": [{"frame": {"minWidth": ".infinity"}}]},
            {"view": "Text", "id": "label", "text": "\\(label)"}]}}
    daemon.call("tree/open", {"uri": uri, "tree": tree})
    try:
        daemon.call("tree/edit", {"uri": uri, "version": 1, "edits": [{"setState": {"name": "label", "value": "B"}}]})
        for method, params in [("layout/node", {"node": "wide", "measurements": True}), ("layout/tree", {}),
                               ("layout/passes", {}), ("tree/state", {}), ("tree/select", {"selector": "Color"}),
                               ("layout/snapshot", {}), ("layout/diff", {}),
                               ("layout/explain", {"node": "wide", "dimension": "width"})]:
            reply = daemon.request(method, dict(params, uri=uri))
            assert "result" in reply, f"{method}: {reply}"
        explanation = daemon.call("layout/explain", {"uri": uri, "node": "wide", "dimension": "width"})
        assert explanation["after"] == "infinity"
    finally:
        daemon.request("tree/close", {"uri": uri})


def test_tree_many_diagnostics_are_capped(daemon):
    uri = "file:///battery/diagnostics.json"
    tree = {"root": {"view": "VStack", "content": [{"view": "ForEach", "data": "0..<1000", "content": [
        {"view": "Color", "modifiers": [{"frame": {"width": "undeclared"}}]}]}]}}
    summary = daemon.call("tree/open", {"uri": uri, "tree": tree}, timeout=120)
    try:
        assert len(summary["diagnostics"]) <= 202
    finally:
        daemon.request("tree/close", {"uri": uri})


def test_tree_preference_cycle_stops(daemon):
    uri = "file:///battery/cycle.json"
    tree = {"state": {"n": 0}, "preferenceKeys": {"K": {"type": "Int", "defaultValue": "0", "reduce": "value = nextValue()"}},
            "root": {"view": "Color", "modifiers": [{"preference": {"key": "K", "value": "n"}},
                                                     {"onPreferenceChange": {"key": "K", "perform": "n += 1"}}]}}
    summary = daemon.call("tree/open", {"uri": uri, "tree": tree})
    try:
        assert not summary["converged"]
    finally:
        daemon.request("tree/close", {"uri": uri})


def test_tree_unicode_everywhere(daemon):
    uri = "file:///battery/ünïcode/✓.json"
    tree = text_tree("مرحبا 👩🏽‍💻 \u200f e\u0301 \U0010FFFF \u0000 end")
    daemon.call("tree/open", {"uri": uri, "tree": tree})
    try:
        assert daemon.call("tree/select", {"uri": uri, "selector": "Text"})["nodes"] == ["t"]
    finally:
        daemon.request("tree/close", {"uri": uri})


def test_tree_state_write_of_a_huge_value_is_checked(daemon):
    uri = "file:///battery/huge-state.json"
    daemon.call("tree/open", {"uri": uri, "tree": text_tree("\\(items.count)", {"items": {"type": "[Int]", "value": []}})})
    try:
        reply = daemon.request("tree/edit", {"uri": uri, "version": 1, "edits": [
            {"setState": {"name": "items", "value": list(range(200_000))}}]}, timeout=120)
        if "error" in reply:
            check_error(reply)
        else:
            assert reply["result"]["version"] == 2
    finally:
        daemon.request("tree/close", {"uri": uri})


# MARK: - Editor documents (LSP notifications: never answered, never fatal) -----------------------------------

DOC = "file:///battery/editor/form.json"


def lsp_open(daemon, uri, text, version=1, language="json"):
    daemon.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": language, "version": version,
                                                             "text": text}})


EDITOR_CASES = {
    "open a document that is not JSON": lambda d: lsp_open(d, DOC, "{ this is not json"),
    "open an invalid tree": lambda d: lsp_open(d, DOC, json.dumps({"root": {"view": "Marquee"}})),
    "open a tree that doubles a string": lambda d: lsp_open(d, DOC, json.dumps(text_tree(
        '\\((0..<40).reduce("ab") { s, _ in s + s })'))),
    "open with params of the wrong shape": lambda d: d.notify("textDocument/didOpen", {"textDocument": 5}),
    "open without a text": lambda d: d.notify("textDocument/didOpen", {"textDocument": {"uri": DOC}}),
    "open a Swift file": lambda d: lsp_open(d, "file:///battery/editor/View.swift",
                                            "import SwiftUI\nstruct V: View { var body: some View { Text(\"x\") } }",
                                            language="swift"),
    "change a document that is not open": lambda d: d.notify("textDocument/didChange", {
        "textDocument": {"uri": "file:///nowhere.json", "version": 2}, "contentChanges": [{"text": "{}"}]}),
    "change with a range past the end": lambda d: (lsp_open(d, DOC, "{}"), d.notify("textDocument/didChange", {
        "textDocument": {"uri": DOC, "version": 2},
        "contentChanges": [{"range": {"start": {"line": 99, "character": 0}, "end": {"line": 120, "character": 5}},
                            "text": "x"}]})),
    "change with a reversed range": lambda d: (lsp_open(d, DOC, "{\n}\n"), d.notify("textDocument/didChange", {
        "textDocument": {"uri": DOC, "version": 2},
        "contentChanges": [{"range": {"start": {"line": 1, "character": 0}, "end": {"line": 0, "character": 0}},
                            "text": "x"}]})),
    "change with negative positions": lambda d: (lsp_open(d, DOC, "{}"), d.notify("textDocument/didChange", {
        "textDocument": {"uri": DOC, "version": 2},
        "contentChanges": [{"range": {"start": {"line": -1, "character": -5}, "end": {"line": 0, "character": 0}},
                            "text": "x"}]})),
    "change splitting a surrogate pair": lambda d: (lsp_open(d, DOC, '{"a": "😀"}'), d.notify("textDocument/didChange", {
        "textDocument": {"uri": DOC, "version": 2},
        "contentChanges": [{"range": {"start": {"line": 0, "character": 8}, "end": {"line": 0, "character": 9}},
                            "text": ""}]})),
    "many changes in one notification": lambda d: (lsp_open(d, DOC, ""), d.notify("textDocument/didChange", {
        "textDocument": {"uri": DOC, "version": 2},
        "contentChanges": [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                            "text": "x"}] * 5000})),
    "close a document that is not open": lambda d: d.notify("textDocument/didClose",
                                                            {"textDocument": {"uri": "file:///nowhere.json"}}),
    "configuration of the wrong shape": lambda d: d.notify("workspace/didChangeConfiguration", {"settings": [1, None]}),
    "watched files with odd uris": lambda d: d.notify("workspace/didChangeWatchedFiles", {"changes": [
        {"uri": "file:///../../etc/passwd", "type": 2}, {"uri": "\u0000", "type": 99}, {"uri": 5}]}),
    "workspace folders of the wrong shape": lambda d: d.notify("workspace/didChangeWorkspaceFolders", {
        "event": {"added": [{"uri": "not a uri", "name": 5}], "removed": "all"}}),
}


@pytest.mark.parametrize("name", sorted(EDITOR_CASES))
def test_editor_documents(daemon, name):
    EDITOR_CASES[name](daemon)
    # Notifications are never answered; the daemon goes on and answers the next request.
    assert "result" in daemon.request("daemon/synchronize", {})
    daemon.notify("textDocument/didClose", {"textDocument": {"uri": DOC}})
    daemon.notify("textDocument/didClose", {"textDocument": {"uri": "file:///battery/editor/View.swift"}})
    assert not [reply for key, replies in daemon.replies.items() if key == "null" for reply in replies]


# MARK: - Hostile Swift sources (editor documents read by the SwiftUISource front end) ---------------------------

def swift_view(body, members=""):
    return "import SwiftUI\n\nstruct Hostile: View {\n" + members + "    var body: some View {\n" + body + "\n    }\n}\n"


HOSTILE_SOURCES = {
    "doubling in a Text": swift_view('        Text((0..<40).reduce("ab") { s, _ in s + s })'),
    "doubling in a button action": swift_view(
        '        Button("Double") { for _ in 0..<40 { text = text + text } }', '    @State private var text = "ab"\n'),
    "joined over large state": swift_view('        Text((0..<4096).map { _ in big }.joined())',
                                          '    @State private var big = "' + "x" * 60000 + '"\n'),
    "views nested a thousand deep": swift_view("        " + "VStack { " * 1000 + 'Text("x")' + " }" * 1000),
    "modifiers chained a thousand times": swift_view('        Text("x")' + ".padding(1)" * 1000),
    "expression nested deeply": swift_view('        Text("\\(' + "(" * 500 + "1" + ")" * 500 + ')")'),
    "endless loop in a frame": swift_view("        Color.red.frame(width: CGFloat((0..<Int.max).map { $0 }.count))"),
    "a ForEach of a million rows": swift_view('        ForEach(0..<1_000_000) { i in Text("\\(i)") }'),
    "unterminated string": swift_view('        Text("never closed'),
    "unbalanced braces": 'import SwiftUI\nstruct V: View { var body: some View { VStack { { { Text("x") }\n',
    "only garbage": "\x00\x01 @@@ #if #endif #if !!! }}} {{{ \\\\ \"\"\" ''' ",
    "conditional compilation maze": "#if A\n#if B\n#else\n#elseif C\n#endif\n" * 200,
    "a view that is its own body": "import SwiftUI\nstruct Loop: View { var body: some View { Loop() } }\n",
    "mutually recursive views": "import SwiftUI\nstruct A: View { var body: some View { B() } }\n"
                                "struct B: View { var body: some View { A() } }\n",
    "a long line": swift_view('        Text("' + "y" * 200_000 + '")'),
    "unicode identifiers": swift_view("        Text(ünïcødé)", '    @State private var ünïcødé = "👩🏽‍💻"\n'),
}


# What the published diagnostics of some of them must say.
DIAGNOSED_SOURCES = {"doubling in a Text": "(maxValueBytes)", "joined over large state": "(maxValueBytes)"}


def published_diagnostics(daemon, uri, timeout=60):
    """The messages of the diagnostics last published for `uri`, once some are (as one string)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        with daemon.lock:
            published = [n["params"] for n in daemon.notifications
                         if n["method"] == "textDocument/publishDiagnostics" and n["params"]["uri"] == uri]
        if published and published[-1]["diagnostics"]:
            return " ".join(d["message"] for d in published[-1]["diagnostics"])
        time.sleep(0.1)
    return ""


@pytest.mark.parametrize("name", sorted(HOSTILE_SOURCES))
def test_swift_source(daemon, name):
    uri = f"file:///battery/swift/{name.replace(' ', '_')}.swift"
    lsp_open(daemon, uri, HOSTILE_SOURCES[name], language="swift")
    try:
        # Requests about the document are answered (a result or an error, never an internal one) while it is read.
        for method, params in [("textDocument/hover", {"position": {"line": 4, "character": 10}}),
                               ("textDocument/documentSymbol", {}), ("textDocument/codeLens", {})]:
            reply = daemon.request(method, dict(params, textDocument={"uri": uri}), timeout=120)
            assert reply is not None, method
            if "error" in reply:
                check_error(reply)
        assert "result" in daemon.request("daemon/synchronize", {}, timeout=120)
        if name in DIAGNOSED_SOURCES:
            assert DIAGNOSED_SOURCES[name] in published_diagnostics(daemon, uri)
    finally:
        daemon.notify("textDocument/didClose", {"textDocument": {"uri": uri}})


# MARK: - Process faults --------------------------------------------------------------------------------------------

def test_process_stdout_closed_at_start_exits_3():
    daemon = DaemonProcess(stdout=subprocess.DEVNULL, preexec=lambda: os.close(1))
    started = time.time()
    assert daemon.exit_code(10) == 3
    assert time.time() - started < 10
    assert any("no client can read" in line for line in daemon.stderr_after_exit())


def test_process_stdout_read_only_at_start_exits_3():
    read_end, write_end = os.pipe()
    daemon = DaemonProcess(stdout=read_end)
    assert daemon.exit_code(10) == 3
    os.close(read_end)
    os.close(write_end)


def initialized_without_reader(arguments=()):
    """A daemon initialized by hand, whose output no thread reads (so the test may close it)."""
    daemon = DaemonProcess(arguments, read=False)
    daemon.write(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}))
    descriptor = daemon.process.stdout.fileno()
    ready, _, _ = select.select([descriptor], [], [], 30)
    assert ready, "no reply to initialize"
    os.read(descriptor, 65536)
    daemon.notify("initialized", {})
    return daemon


def test_process_client_closes_stdout_while_idle():
    daemon = initialized_without_reader()
    daemon.process.stdout.close()
    started = time.time()
    assert daemon.exit_code(10) == 3
    assert time.time() - started < 5
    assert any("output is closed" in line for line in daemon.stderr_after_exit())


def test_process_client_closes_stdout_then_sends():
    daemon = initialized_without_reader()
    daemon.process.stdout.close()
    for _ in range(5):
        daemon.request_async("tree/list", {})
    assert daemon.exit_code(10) == 3


def wait_until_steady(daemon, deadline):
    """The daemon's RSS once it has not moved by 512 KiB for two seconds."""
    previous, steady = -1, 0
    while time.time() < deadline and steady < 8:
        now = daemon.rss_kib()
        steady = steady + 1 if abs(now - previous) < 512 else 0
        previous = now
        time.sleep(0.25)
    return previous


def test_process_unread_replies_are_bounded_and_reading_resumes():
    # `tree/state` of a tree with 1 MiB of state answers 2 MiB (the value and its declared value), cheaply. 150 of
    # them, none read: before the output was bounded in bytes, every reply was queued (300 MiB; issue 17 saw 5.3 GB);
    # now the daemon queues 4 MiB plus one reply per handler thread, and stops reading requests.
    daemon = DaemonProcess(["--max-queued-output-bytes", str(4 << 20)], read=False)
    descriptor = daemon.process.stdin.fileno()
    deadline = time.time() + 120
    tree = {"state": {"blob": "x" * (1 << 20)}, "root": {"view": "Text", "text": "hi"}}
    daemon.write(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
                 + frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
                 + frame({"jsonrpc": "2.0", "id": 2, "method": "tree/open", "params": {"uri": "blob", "tree": tree}}))
    baseline = wait_until_steady(daemon, deadline)
    daemon.write(b"".join(frame({"jsonrpc": "2.0", "id": 10 + index, "method": "tree/state", "params": {"uri": "blob"}})
                          for index in range(150)))
    peak = wait_until_steady(daemon, deadline)
    assert peak - baseline < 150 * 1024, f"RSS grew from {baseline} to {peak} KiB with the replies unread"
    # The reader has stopped: more requests (4 KiB each) fill the pipe and no more.
    os.set_blocking(descriptor, False)
    more = b"".join(frame({"jsonrpc": "2.0", "id": 1000 + index, "method": "tree/state",
                           "params": {"uri": "blob", "padding": "p" * 4096}}) for index in range(100))
    written, stalled_since = 0, None
    while written < len(more) and time.time() < deadline:
        try:
            written += os.write(descriptor, more[written:written + 65536])
            stalled_since = None
        except BlockingIOError:
            stalled_since = stalled_since or time.time()
            if time.time() - stalled_since > 2:
                break
            time.sleep(0.05)
    assert written < 200 * 1024, f"the daemon read {written} bytes of requests while its replies were not read"
    assert daemon.rss_kib() - baseline < 150 * 1024
    # Reading lets every request through, each answered once.
    daemon.start_reading()
    os.set_blocking(descriptor, True)
    while written < len(more):
        written += os.write(descriptor, more[written:])
    for identifier in [1, 2] + [10 + index for index in range(150)] + [1000 + index for index in range(100)]:
        assert daemon.reply(identifier, timeout=120) is not None, identifier
    daemon.stop()


def test_process_end_of_input_exits_1():
    daemon = own_daemon()
    daemon.close_input()
    assert daemon.exit_code(10) == 1


def test_process_end_of_input_after_shutdown_exits_0():
    daemon = own_daemon()
    daemon.call("shutdown")
    daemon.close_input()
    assert daemon.exit_code(10) == 0


def test_process_exit_without_shutdown_exits_1():
    daemon = own_daemon()
    daemon.notify("exit")
    assert daemon.exit_code(10) == 1


def test_process_shutdown_then_requests_are_refused_and_exit_is_0():
    daemon = own_daemon()
    daemon.call("shutdown")
    check_error(daemon.request("tree/list", {}), -32600)
    daemon.notify("exit")
    assert daemon.exit_code(10) == 0


def test_process_requests_before_initialize():
    daemon = DaemonProcess()
    try:
        check_error(daemon.request("tree/list", {}), -32002)
        daemon.initialize()
        check_error(daemon.request("initialize", {"capabilities": {}}), -32600)
    finally:
        daemon.stop()


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
def test_process_signals_end_the_daemon(number):
    # The signal's default action, as an editor starts the daemon: a battery run in the background or under nohup
    # would otherwise pass SIGINT or SIGHUP on ignored, and an ignored signal stays ignored across exec.
    daemon = own_daemon(preexec=lambda: signal.signal(number, signal.SIG_DFL))
    daemon.call("tree/open", {"uri": FORM, "tree": SIGN_IN_FORM})
    daemon.signal(number)
    assert daemon.exit_code(10) is not None


def test_process_sigpipe_is_ignored():
    daemon = own_daemon()
    try:
        daemon.call("tree/open", {"uri": FORM, "tree": SIGN_IN_FORM})
        before = snapshot(daemon)
        daemon.signal(signal.SIGPIPE)
        time.sleep(0.3)
        assert daemon.process.poll() is None
        assert snapshot(daemon) == before
    finally:
        daemon.stop()


def test_process_parent_death_ends_the_daemon():
    parent = subprocess.Popen(["sleep", "60"])
    daemon = DaemonProcess()
    daemon.initialize(process_id=parent.pid)
    kill_quietly(parent)
    parent.wait()
    started = time.time()
    assert daemon.exit_code(10) is not None
    assert time.time() - started < 10


def test_process_parent_already_dead():
    parent = subprocess.Popen(["true"])
    parent.wait()
    daemon = DaemonProcess()
    daemon.initialize(process_id=parent.pid)
    assert daemon.exit_code(10) is not None


def test_process_bad_flags_exit_2():
    for arguments in (["--max-trees", "0"], ["--no-such-flag"], ["--max-queued-output-bytes", "1"]):
        process = subprocess.run([DAEMON, *arguments], capture_output=True, timeout=30)
        assert process.returncode == 2 and process.stderr


# MARK: - Concurrency -----------------------------------------------------------------------------------------------

def test_concurrency_edit_then_query_without_waiting(daemon):
    uri = "file:///battery/pipelined.json"
    daemon.call("tree/open", {"uri": uri, "tree": TAP_TREE})
    try:
        edit = daemon.request_async("tree/edit", {"uri": uri, "version": 1, "edits": [{"tap": {"node": "button"}}]})
        query = daemon.request_async("tree/state", {"uri": uri})
        assert daemon.reply(edit)["result"]["version"] == 2
        state = daemon.reply(query)["result"]
        assert state["version"] == 2 and state["state"][0]["value"] == 1
    finally:
        daemon.request("tree/close", {"uri": uri})


def test_concurrency_many_pipelined_queries(daemon):
    identifiers = [daemon.request_async("layout/node", {"uri": FORM, "node": "user-label"}) for _ in range(300)]
    for identifier in identifiers:
        reply = daemon.reply(identifier)
        assert reply["id"] == identifier and "result" in reply


def test_concurrency_racing_edits_one_wins(daemon):
    uri = "file:///battery/race.json"
    daemon.call("tree/open", {"uri": uri, "tree": TAP_TREE})
    try:
        first = daemon.request_async("tree/edit", {"uri": uri, "version": 1, "edits": [{"tap": {"node": "button"}}]})
        second = daemon.request_async("tree/edit", {"uri": uri, "version": 1, "edits": [{"tap": {"node": "button"}}]})
        assert "result" in daemon.reply(first)
        error = check_error(daemon.reply(second), -32012)
        assert error["data"]["currentVersion"] == 2
    finally:
        daemon.request("tree/close", {"uri": uri})


def test_concurrency_cancelled_requests_get_one_reply_each(daemon):
    identifiers = [daemon.request_async("layout/tree", {"uri": FORM, "measurements": True}) for _ in range(50)]
    for identifier in identifiers:
        daemon.notify("$/cancelRequest", {"id": identifier})
    for identifier in identifiers:
        reply = daemon.reply(identifier)
        assert reply is not None
        if "error" in reply:
            check_error(reply, -32800)
    assert daemon.reply(identifiers[0], timeout=1) is None


def test_concurrency_cancel_of_unknown_ids_is_ignored(daemon):
    for identifier in [12345, "nope", None, {"x": 1}]:
        daemon.notify("$/cancelRequest", {"id": identifier})
    daemon.notify("$/cancelRequest", {})
    assert "result" in daemon.request("daemon/synchronize", {})


def test_concurrency_many_trees_at_once(daemon):
    uris = [f"file:///battery/parallel/{index}.json" for index in range(12)]
    opens = [daemon.request_async("tree/open", {"uri": uri, "tree": TAP_TREE}) for uri in uris]
    queries = [daemon.request_async("layout/tree", {"uri": uri}) for uri in uris]
    for identifier in opens + queries:
        assert "result" in daemon.reply(identifier)
    closes = [daemon.request_async("tree/close", {"uri": uri}) for uri in uris]
    for identifier in closes:
        assert "result" in daemon.reply(identifier)


def test_concurrency_close_while_queries_wait(daemon):
    uri = "file:///battery/closing.json"
    daemon.call("tree/open", {"uri": uri, "tree": TAP_TREE})
    queries = [daemon.request_async("layout/tree", {"uri": uri}) for _ in range(20)]
    close = daemon.request_async("tree/close", {"uri": uri})
    after = daemon.request_async("layout/tree", {"uri": uri})
    for identifier in queries:
        assert "result" in daemon.reply(identifier)
    assert "result" in daemon.reply(close)
    check_error(daemon.reply(after), -32010)


def test_concurrency_duplicate_ids_in_flight(daemon):
    daemon.request_async("tree/list", {}, identifier="same")
    daemon.request_async("tree/list", {}, identifier="same")
    assert daemon.reply("same") is not None
    assert daemon.reply("same") is not None


def test_concurrency_batch_of_queries_and_edits(daemon):
    uri = "file:///battery/batch.json"
    daemon.call("tree/open", {"uri": uri, "tree": TAP_TREE})
    try:
        batch = [{"jsonrpc": "2.0", "id": "e", "method": "tree/edit",
                  "params": {"uri": uri, "version": 1, "edits": [{"tap": {"node": "button"}}]}}]
        batch += [{"jsonrpc": "2.0", "id": f"q{index}", "method": "tree/state", "params": {"uri": uri}}
                  for index in range(10)]
        daemon.send(batch)
        assert daemon.reply("e")["result"]["version"] == 2
        for index in range(10):
            assert daemon.reply(f"q{index}")["result"]["version"] == 2
    finally:
        daemon.request("tree/close", {"uri": uri})


def test_concurrency_synchronize_waits_for_everything(daemon):
    identifiers = [daemon.request_async("layout/tree", {"uri": FORM}) for _ in range(20)]
    sync = daemon.request_async("daemon/synchronize", {})
    assert daemon.reply(sync) is not None
    for identifier in identifiers:
        assert daemon.reply(identifier, timeout=0.1) is not None


def test_concurrency_trees_limit_with_parallel_opens():
    daemon = own_daemon(["--max-trees", "3"])
    try:
        opens = [daemon.request_async("tree/open", {"uri": f"t{index}", "tree": TAP_TREE}) for index in range(6)]
        replies = [daemon.reply(identifier) for identifier in opens]
        assert sum("result" in reply for reply in replies) == 3
        for reply in replies:
            if "error" in reply:
                assert check_error(reply, -32019)["data"]["limit"] == "maxTrees"
    finally:
        daemon.stop()
