"""An external client drives the daemon: pytest-lsp (pygls) starts the built InspectorDaemon over stdio, sends
`initialize` with the capabilities real editors send, then the inspector's own requests, and checks the replies.

Run by .ci/run with INSPECTOR_DAEMON set to the built binary:
    INSPECTOR_DAEMON=.build/debug/InspectorDaemon .venv/bin/python -m pytest -q Tests/External
"""
import json
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

DAEMON = os.environ.get("INSPECTOR_DAEMON", ".build/debug/InspectorDaemon")
URI = "file:///SignInForm.json"


# The equal-width sign-in form: two labels measured into MaxLabelWidth, whose maximum the form stores in
# labelWidth, which both labels' frames read.
SIGN_IN_FORM = json.loads((pathlib.Path(__file__).resolve().parents[2] / "Examples" / "SignInForm.json").read_text())


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
    # Pass 1 lays the labels out at their natural widths and stores the widest; pass 2 equalizes them.
    assert opened.version == 1 and opened.converged and opened.passes == 2
    # VStack, 2 HStacks, 2 labels each with a GeometryReader and a Color, 2 fields.
    assert opened.nodeCount == 11

    # Both labels' layers: the Text, its background, its frame; "User:" is 40.333 and "Password:" 79.333 wide
    # at .body @3x with the default SF emulation (text-metrics.md, the Inter row), and both frames take the
    # widest, 79.333.
    widths = {}
    for node in ["user-label", "password-label"]:
        layout = await request(client, "layout/node", {"uri": URI, "node": node})
        assert [layer.name for layer in layout.layers] == ["Text", "background", "frame"]
        widths[node] = layout.layers[0].size.width
        assert abs(layout.size.width - 79.333) < 0.001
    assert abs(widths["user-label"] - 40.333) < 0.001
    assert abs(widths["password-label"] - 79.333) < 0.001

    # The preference key's value at each ancestor, from the measuring Color up to the form.
    ancestors = await request(client, "preferences/ancestors", {
        "uri": URI, "node": "user-label/background0/GeometryReader0/Color0", "key": "MaxLabelWidth"})
    assert [entry.node for entry in ancestors.ancestors][-1] == "form"
    form = ancestors.ancestors[-1]
    assert abs(form.value - 79.333) < 0.001
    assert [c.node for c in form.contributors] == [
        "user-label/background0/GeometryReader0/Color0", "password-label/background0/GeometryReader0/Color0"]

    selected = await request(client, "tree/select", {"uri": URI, "selector": "HStack > Text:has(GeometryReader)"})
    assert list(selected.nodes) == ["user-label", "password-label"]

    edited = await request(client, "tree/edit", {
        "uri": URI, "version": 1, "edits": [{"setText": {"node": "user-label", "text": "Name:"}}]})
    assert edited.version == 2
    # @State survives the edit: the widest label did not change, so the frames keep labelWidth and only the
    # shorter Text and its measuring reader shrink, in one pass.
    passes = await request(client, "layout/passes", {"uri": URI})
    assert passes.edits[0].description == 'setText #user-label "Name:"'
    assert passes.passesRun == 1
    assert [c.node for c in passes.passes[0].sizeChanges] == [
        "user-label/background0/GeometryReader0", "user-label/background0/GeometryReader0/Color0"]
    state = await request(client, "tree/state", {"uri": URI})
    assert abs(state.state[0].value - 79.333) < 0.001

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
