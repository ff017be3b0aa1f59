"""An external client drives the daemon: pytest-lsp (pygls) starts the built InspectorDaemon over stdio, sends
`initialize` with the capabilities real editors send, then the inspector's own requests, and checks the replies.

Run by .ci/run with INSPECTOR_DAEMON set to the built binary:
    INSPECTOR_DAEMON=.build/debug/InspectorDaemon .venv/bin/python -m pytest -q Tests/External
"""
import os

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

DAEMON = os.environ.get("INSPECTOR_DAEMON", ".build/debug/InspectorDaemon")
URI = "file:///SignInForm.json"


def label(node_id, text):
    """A label measured by a background GeometryReader under MaxLabelWidth, framed at labelWidth."""
    return {
        "view": "Text", "id": node_id, "text": text,
        "modifiers": [
            {"background": {"view": "GeometryReader", "proxy": "proxy", "content": [
                {"view": "Color", "color": "clear",
                 "modifiers": [{"preference": {"key": "MaxLabelWidth", "value": "proxy.size.width"}}]}]}},
            {"frame": {"width": "labelWidth", "alignment": "trailing"}},
        ],
    }


SIGN_IN_FORM = {
    "environment": {"displayScale": 3},
    "proposal": {"width": 390, "height": 763},
    "state": {"labelWidth": None},
    "preferenceKeys": {"MaxLabelWidth": {"type": "CGFloat", "defaultValue": "0",
                                         "reduce": "value = max(value, nextValue())"}},
    "root": {
        "view": "VStack", "id": "form", "alignment": "leading", "spacing": 8,
        "content": [
            {"view": "HStack", "content": [label("user-label", "User:"),
                                           {"view": "TextField", "id": "user-field", "title": "User"}]},
            {"view": "HStack", "content": [label("password-label", "Password:"),
                                           {"view": "SecureField", "id": "password-field", "title": "Password"}]},
        ],
        "modifiers": [{"padding": {}}, {"onPreferenceChange": {"key": "MaxLabelWidth", "perform": "labelWidth = $0"}}],
    },
}


def make_fixture(profile):
    @pytest_lsp.fixture(config=ClientServerConfig(server_command=[DAEMON]))
    async def client(lsp_client: LanguageClient):
        # The daemon's own notification: recorded on the client for the tests to read.
        lsp_client.tree_diagnostics = []
        lsp_client.feature("tree/diagnostics")(lambda params: lsp_client.tree_diagnostics.append(params))
        # The capabilities a real editor sends; the daemon accepts and ignores what it does not use.
        result = await lsp_client.initialize_session(
            types.InitializeParams(capabilities=client_capabilities(profile), process_id=os.getpid()))
        assert result.server_info.name == "InspectorDaemon"
        yield
        await lsp_client.shutdown_session()

    return client


neovim = make_fixture("neovim@v0.10.0")
vscode = make_fixture("visual-studio-code")


async def request(client, method, params):
    return await client.protocol.send_request_async(method, params)


@pytest.mark.asyncio
async def test_a_session_over_stdio(neovim: LanguageClient):
    client = neovim

    opened = await request(client, "tree/open", {"uri": URI, "tree": SIGN_IN_FORM})
    assert opened.version == 1 and opened.converged
    # VStack, 2 HStacks, 2 labels each with a GeometryReader and a Color, 2 fields.
    assert opened.nodeCount == 11

    # Both labels' layers: the Text, its background, its frame; "User:" is 40.333 and "Password:" 79.333 wide
    # at .body @3x with the default SF emulation (text-metrics.md, the Inter row).
    widths = {}
    for node in ["user-label", "password-label"]:
        layout = await request(client, "layout/node", {"uri": URI, "node": node})
        assert [layer.name for layer in layout.layers] == ["Text", "background", "frame"]
        widths[node] = layout.layers[0].size.width
    assert abs(widths["user-label"] - 40.333) < 0.001
    assert abs(widths["password-label"] - 79.333) < 0.001

    # The preference key's value at each ancestor, from the measuring Color up to the form.
    ancestors = await request(client, "preferences/ancestors", {
        "uri": URI, "node": "user-label/background0/GeometryReader0/Color0", "key": "MaxLabelWidth"})
    assert ancestors.ancestors[-1].node == "form"

    selected = await request(client, "tree/select", {"uri": URI, "selector": "HStack > Text:has(GeometryReader)"})
    assert list(selected.nodes) == ["user-label", "password-label"]

    edited = await request(client, "tree/edit", {
        "uri": URI, "version": 1, "edits": [{"setText": {"node": "user-label", "text": "Name:"}}]})
    assert edited.version == 2
    passes = await request(client, "layout/passes", {"uri": URI})
    assert passes.edits[0].description == 'setText #user-label "Name:"'
    assert any(change.node == "user-label" for change in passes.passes[0].sizeChanges)

    await request(client, "daemon/synchronize", {})
    assert [d.version for d in client.tree_diagnostics] == [1, 2]

    await request(client, "tree/close", {"uri": URI})
    listed = await request(client, "tree/list", {})
    assert list(listed.trees) == []


@pytest.mark.asyncio
async def test_errors_name_the_problem_and_its_path(vscode: LanguageClient):
    client = vscode
    await request(client, "tree/open", {"uri": URI, "tree": SIGN_IN_FORM})

    with pytest.raises(JsonRpcException) as unknown:
        await request(client, "layout/node", {"uri": URI, "node": "user-lable"})
    assert unknown.value.code == -32016
    assert 'did you mean "user-label"' in unknown.value.message
    assert unknown.value.data["path"] == "params.node"

    with pytest.raises(JsonRpcException) as mismatch:
        await request(client, "tree/edit", {"uri": URI, "version": 5, "edits": []})
    assert mismatch.value.code == -32012
    assert mismatch.value.data["currentVersion"] == 1

    with pytest.raises(JsonRpcException) as invalid:
        await request(client, "tree/open", {"uri": "typo", "tree": {"root": {"view": "Txt"}}})
    assert invalid.value.code == -32014
    assert invalid.value.data["path"] == "params.tree.root.view"

    with pytest.raises(JsonRpcException) as selector:
        await request(client, "tree/select", {"uri": URI, "selector": "Text[text="})
    assert selector.value.code == -32018

    # Nothing changed: the tree is still at version 1.
    listed = await request(client, "tree/list", {})
    assert [(tree.uri, tree.version) for tree in listed.trees] == [(URI, 1)]
