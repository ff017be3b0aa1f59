"""The daemon as VS Code sees it: pytest-lsp starts the built InspectorDaemon with a current VS Code client's
capabilities and drives the LSP features on Swift text: sync (full and incremental, UTF-16 positions with CJK and
emoji labels), hover, inlay hints, code lenses and their commands, diagnostics at the right ranges, cancellation of
a stale update by a newer version, and ContentModified.

Widths come from the fixed-advance measurer (derived): 0.5 em per character at .body's 17 pt, rounded up to the
@3x pixel grid, so n characters (grapheme clusters: 名 and 😀 count one each) are ceil(25.5 n) / 3 wide.
"""
import asyncio
import math
import os

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

DAEMON = os.environ.get("INSPECTOR_DAEMON", ".build/debug/InspectorDaemon")
URI = "file:///tmp/Labels.swift"

SOURCE = """struct Labels: View {
    @State private var width: CGFloat? = nil

    var body: some View {
        VStack {
            Text("名前😀").frame(width: width)
            Text("Account:")
        }
        .onPreferenceChange(Widest.self) { width = $0 }
    }
}
"""


def width(label):
    return math.ceil(25.5 * len(label) - 1e-9) / 3


def number(value):
    return f"{value:.3f}".rstrip("0").rstrip(".")


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[DAEMON]))
async def client(lsp_client: LanguageClient):
    lsp_client.diagnostics_by_version = {}

    # pytest-lsp keeps the latest diagnostics by uri; these tests need them by version.
    def on_diagnostics(params):
        lsp_client.diagnostics[params.uri] = params.diagnostics
        lsp_client.diagnostics_by_version[params.version] = params.diagnostics

    lsp_client.protocol.fm._features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = on_diagnostics
    # VS Code declares refresh support: the daemon asks it to ask again after an update; count the asks.
    lsp_client.refreshes = []
    for method in (types.WORKSPACE_CODE_LENS_REFRESH, types.WORKSPACE_INLAY_HINT_REFRESH):
        lsp_client.feature(method)(lambda params, method=method: lsp_client.refreshes.append(method))

    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            initialization_options={"textMeasurer": "fixedAdvance"},
        )
    )
    # VS Code 1.65 offers no position encodings: LSP's default, UTF-16.
    assert result.capabilities.position_encoding in (None, types.PositionEncodingKind.Utf16)
    assert result.capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert result.capabilities.hover_provider
    # The inspector's own capabilities survive typed clients under experimental.
    assert "tree/open" in result.capabilities.experimental["requests"]
    yield
    await lsp_client.shutdown_session()


async def open_document(client, text=SOURCE, version=1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=URI, language_id="swift", version=version, text=text)
        )
    )
    await wait_for_version(client, version)


async def wait_for_version(client, version):
    for _ in range(2000):
        if version in client.diagnostics_by_version:
            return client.diagnostics_by_version[version]
        await asyncio.sleep(0.01)
    raise AssertionError(f"no diagnostics for version {version}")


async def hover(client, line, character):
    return await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=line, character=character)
        )
    )


@pytest.mark.asyncio
async def test_hover_and_incremental_edits_count_utf16(client: LanguageClient):
    await open_document(client)
    # Line 5: `            Text("名前😀")…`: 名前 are one UTF-16 unit each, 😀 two.
    result = await hover(client, 5, 12)
    assert result.contents.kind == types.MarkupKind.Markdown
    assert result.contents.value.startswith(f"**Text** {number(width('名前😀'))}×")
    # The range ends after the closing parenthesis: column 12 + len('Text("名前😀")') in UTF-16 = 12 + 12.
    assert result.range.start == types.Position(line=5, character=12)
    assert result.range.end == types.Position(line=5, character=24)
    # Replace 😀 (UTF-16 columns 20..22) with "ok": an incremental change in UTF-16 units.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=5, character=20), end=types.Position(line=5, character=22)),
                    text="ok",
                )
            ],
        )
    )
    await wait_for_version(client, 2)
    result = await hover(client, 5, 12)
    assert result.contents.value.startswith(f"**Text** {number(width('名前ok'))}×")
    # The daemon asks to refresh only what this client declared it can refresh (VS Code 1.65: code lenses).
    workspace = client_capabilities("visual-studio-code").workspace
    supported = {
        method
        for method, capability in (
            (types.WORKSPACE_CODE_LENS_REFRESH, workspace.code_lens),
            (types.WORKSPACE_INLAY_HINT_REFRESH, workspace.inlay_hint),
        )
        if capability is not None and capability.refresh_support
    }
    assert client.refreshes and set(client.refreshes) <= supported
    # A whole-text change.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=3),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=SOURCE.replace("Account:", "Name:"))],
        )
    )
    await wait_for_version(client, 3)
    result = await hover(client, 6, 12)
    assert result.contents.value.startswith(f"**Text** {number(width('Name:'))}×")


@pytest.mark.asyncio
async def test_inlay_hints_code_lenses_and_commands(client: LanguageClient):
    await open_document(client)
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=11, character=0)),
        )
    )
    labels = {(hint.position.line, hint.label) for hint in hints}
    # After `Text("Account:")` (line 6, UTF-16 column 28): its size.
    assert (6, f"{number(width('Account:'))}×20.667") in labels
    lenses = await client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    titles = [lens.command.title for lens in lenses]
    assert titles[0] == "passes: 1, converged"
    assert "render" in titles
    roots = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="inspector.roots", arguments=[{"uri": URI}])
    )
    assert [root["name"] for root in roots] == ["Labels"]
    why = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command="inspector.why", arguments=[{"uri": URI, "position": {"line": 6, "character": 12}}]
        )
    )
    assert why["lines"][0].startswith("Width ")
    assert why["after"] == pytest.approx(width("Account:"), abs=0.001)


@pytest.mark.asyncio
async def test_diagnostics_have_ranges(client: LanguageClient):
    # `Widest` is defined nowhere: the front end says so at its use, on line 8.
    diagnostics = await open_document_and_wait(client)
    assert diagnostics, "expected the undefined key to be diagnosed"
    located = [d for d in diagnostics if d.range.start.line == 8]
    assert located, [(d.range, d.message) for d in diagnostics]
    assert all(d.source == "swiftui-inspector" for d in diagnostics)


async def open_document_and_wait(client):
    await open_document(client)
    return client.diagnostics_by_version[1]


@pytest.mark.asyncio
async def test_a_newer_version_cancels_the_stale_update_and_its_request(client: LanguageClient):
    await open_document(client)
    slow = SOURCE.replace('Text("Account:")', 'ForEach(0..<1500) { index in Text("row \\(index)").padding(1) }')
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=slow)],
        )
    )
    pending = asyncio.ensure_future(hover(client, 5, 12))
    await asyncio.sleep(0.02)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=3),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=SOURCE)],
        )
    )
    with pytest.raises(JsonRpcException) as raised:
        await pending
    assert raised.value.code == -32801  # ContentModified
    await wait_for_version(client, 3)
    # Version 2 was never published: the newer text cancelled its update.
    assert 2 not in client.diagnostics_by_version


@pytest.mark.asyncio
async def test_each_change_is_the_next_version_so_why_names_the_keystroke(client: LanguageClient):
    await open_document(client)
    # Line 7 (LSP line 6): "Account:" becomes "Name:", an incremental change of version 2.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=6, character=18), end=types.Position(line=6, character=26)),
                    text="Name:",
                )
            ],
        )
    )
    await wait_for_version(client, 2)
    why = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command="inspector.why", arguments=[{"uri": URI, "position": {"line": 6, "character": 12}}]
        )
    )
    # The label's tree went from version 1 (the opened text) to version 2 (the keystroke), and explain says so.
    assert why["from"]["version"] == 1 and why["to"]["version"] == 2
    assert why["before"] == pytest.approx(width("Account:"), abs=0.001)
    assert why["after"] == pytest.approx(width("Name:"), abs=0.001)
    assert "Version 2 is the edit at line 7 (text version 2)." in why["lines"][0]
    result = await hover(client, 6, 12)
    assert "Version 2 is the edit at line 7 (text version 2)." in result.contents.value
