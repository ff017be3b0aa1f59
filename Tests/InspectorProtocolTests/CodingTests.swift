import InspectorProtocol
import JSONCore
import Testing

/// Pins the wire format of the protocol's types: each value encodes to the literal JSON given, and that JSON
/// decodes back to the value (sourcekit-lsp's `checkCoding`).
struct CodingTests {
  /// Encodes `value`, compares it with `json` (parsed), and decodes `json` back to `value`.
  func checkCoding<T: Codable & Equatable>(
    _ value: T, json: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let expected = try JSONParser.parse(json)
    let encoded = try JSONValueEncoder().encode(value)
    #expect(encoded == expected, "\(JSONSerializer.serialize(encoded))", sourceLocation: sourceLocation)
    let decoded = try JSONValueDecoder(rootPath: JSONPath(rootName: "params")).decode(T.self, from: expected)
    #expect(decoded == value, sourceLocation: sourceLocation)
  }

  @Test func geometry() throws {
    try checkCoding(SizeValue(width: 38.5, height: 20), json: #"{"width": 38.5, "height": 20.0}"#)
    try checkCoding(
      FrameValue(x: 16, y: 0, width: 72, height: 20.5), json: #"{"x": 16.0, "y": 0.0, "width": 72.0, "height": 20.5}"#)
    try checkCoding(SizeValue(width: .infinity, height: 1), json: #"{"width": "infinity", "height": 1.0}"#)
  }

  @Test func proposalsSpellUnspecifiedAsNullAndInfinityAsAString() throws {
    try checkCoding(ProposalValue(width: 358, height: nil), json: #"{"width": 358.0, "height": null}"#)
    try checkCoding(ProposalValue(width: .infinity, height: 0), json: #"{"width": "infinity", "height": 0.0}"#)
    // An absent dimension is unspecified.
    let decoded = try JSONValueDecoder().decode(ProposalValue.self, from: try JSONParser.parse(#"{"width": 10}"#))
    #expect(decoded == ProposalValue(width: 10, height: nil))
    #expect(ProposedLength(Double.infinity) == .infinity)
    #expect(ProposedLength(nil).value == nil)
  }

  @Test func badProposalsNameTheirPath() throws {
    for (json, message) in [
      (#"{"width": -1}"#, "a proposed length must be zero or more"),
      (#"{"height": "inf"}"#, "expected a number, null or \"infinity\""),
    ] {
      #expect {
        try JSONValueDecoder(rootPath: JSONPath(rootName: "params")).decode(
          ProposalValue.self, from: try JSONParser.parse(json))
      } throws: { error in
        let error = error as? JSONCodingError
        return error?.message.contains(message) == true && error?.path.description.hasPrefix("params.") == true
      }
    }
  }

  @Test func explanationLinksKeepNullsAndListContributors() throws {
    try checkCoding(
      ExplainCause(
        kind: "stateWrite", node: "form", layer: 2, version: 1, pass: 1, detail: "wrote `labelWidth = $0`",
        before: .null, after: .double(79.5)),
      json:
        #"{"kind": "stateWrite", "node": "form", "layer": 2, "version": 1, "pass": 1, "detail": "wrote `labelWidth = $0`", "before": null, "after": 79.5}"#
    )
    try checkCoding(
      ExplainCause(
        kind: "preferenceValue", node: "form", layer: 0, detail: "the max", after: .double(79.5),
        contributors: [
          ExplainContributor(
            node: "user-label", writer: "user-label/background0/GeometryReader0/Color0", value: 40.5, fate: "first")
        ]),
      json:
        #"{"kind": "preferenceValue", "node": "form", "layer": 0, "detail": "the max", "after": 79.5, "contributors": [{"node": "user-label", "writer": "user-label/background0/GeometryReader0/Color0", "value": 40.5, "fate": "first"}]}"#
    )
    try checkCoding(
      ExplainRequest(uri: "u", node: "n", dimension: .height, layer: 0, from: VersionPoint(version: 1, pass: 1)),
      json: #"{"uri": "u", "node": "n", "dimension": "height", "layer": 0, "from": {"version": 1, "pass": 1}}"#)
  }

  @Test func snapshotsKeepTheirMembersInOrderAndNilPreferencesAsNull() throws {
    try checkCoding(
      LayoutSnapshot(
        proposal: ProposalValue(width: 390, height: nil), size: SizeValue(width: 72, height: 20.5),
        state: ["width": .null],
        nodes: [
          SnapshotNode(
            id: "label", view: "Text", text: "Hi", frame: FrameValue(x: 0, y: 0, width: 72, height: 20.5),
            preferences: ["Widest": .null])
        ],
        layers: [
          SnapshotLayer(
            node: "label", layer: 0, summary: "Text(\"Hi\")", proposal: ProposalValue(width: 390, height: nil),
            frame: FrameValue(x: 0, y: 0, width: 72, height: 20.5))
        ]),
      json: #"""
        {"layoutSnapshot": 1, "proposal": {"width": 390.0, "height": null}, "size": {"width": 72.0, "height": 20.5},
         "state": {"width": null},
         "nodes": [{"id": "label", "view": "Text", "text": "Hi", "frame": {"x": 0.0, "y": 0.0, "width": 72.0, "height": 20.5},
                    "preferences": {"Widest": null}}],
         "layers": [{"node": "label", "layer": 0, "summary": "Text(\"Hi\")", "proposal": {"width": 390.0, "height": null},
                     "frame": {"x": 0.0, "y": 0.0, "width": 72.0, "height": 20.5}}]}
        """#)
  }

  @Test func diffChangesTellAbsentFromNil() throws {
    try checkCoding(
      PreferenceChange(node: "form", key: "Widest", before: nil, after: .null),
      json: #"{"node": "form", "key": "Widest", "after": null}"#)
    try checkCoding(
      StateChange(name: "width", before: .null, after: .double(79.5)),
      json: #"{"name": "width", "before": null, "after": 79.5}"#)
    try checkCoding(
      LayerChange(node: "form", layer: 1, changed: ["removed"], before: nil, after: nil),
      json: #"{"node": "form", "layer": 1, "changed": ["removed"]}"#)
    try checkCoding(DiffSide(), json: "{}")
    try checkCoding(
      DiffRequest(uri: "a", from: VersionPoint(version: 1, pass: 1), otherUri: "b"),
      json: #"{"uri": "a", "from": {"version": 1, "pass": 1}, "otherUri": "b"}"#)
  }

  @Test func everyEditKind() throws {
    try checkCoding(
      Edit.setState(name: "labelWidth", value: nil), json: #"{"setState": {"name": "labelWidth", "value": null}}"#)
    try checkCoding(
      Edit.setText(node: "user-label", text: "Name:"), json: #"{"setText": {"node": "user-label", "text": "Name:"}}"#)
    try checkCoding(
      Edit.replace(node: "user-field", view: ["view": "Text", "text": "x"]),
      json: #"{"replace": {"node": "user-field", "view": {"view": "Text", "text": "x"}}}"#)
    try checkCoding(
      Edit.insert(parent: "form", index: 1, view: ["view": "Divider"]),
      json: #"{"insert": {"parent": "form", "index": 1, "view": {"view": "Divider"}}}"#)
    try checkCoding(Edit.remove(node: "user-field"), json: #"{"remove": {"node": "user-field"}}"#)
    try checkCoding(
      Edit.setModifiers(node: "user-label", modifiers: [["padding": 4]]),
      json: #"{"setModifiers": {"node": "user-label", "modifiers": [{"padding": 4}]}}"#)
    try checkCoding(Edit.propose(width: 320, height: nil), json: #"{"propose": {"width": 320.0, "height": null}}"#)
    try checkCoding(Edit.environment(["displayScale": 2]), json: #"{"environment": {"displayScale": 2}}"#)
    try checkCoding(Edit.tap(node: "button"), json: #"{"tap": {"node": "button"}}"#)
    try checkCoding(
      Edit.replaceSource(SourceInput(swift: "import SwiftUI", root: "Form"), keepState: true),
      json: #"{"replaceSource": {"swift": "import SwiftUI", "root": "Form", "keepState": true}}"#)
    #expect(Edit.kindNames.count == 10)
  }

  @Test func badEditsNameTheirPathAndTheKinds() throws {
    let cases: [(String, String, String)] = [
      (#"{}"#, "params", "exactly one member"),
      (#"{"setText": {"node": "a", "text": "b"}, "remove": {"node": "a"}}"#, "params", "found 2 members"),
      (#"{"setTxt": {"node": "a"}}"#, "params", "unknown edit 'setTxt'; expected one of setState, setText"),
      (#"{"setText": {"node": 3, "text": "b"}}"#, "params.setText.node", "expected a string"),
      (#"{"setState": {"name": "x"}}"#, "params.setState.value", "missing required field 'value'"),
      (#"{"environment": [1]}"#, "params.environment", "expected an object"),
      (#"{"insert": {"parent": "a", "index": 1.5, "view": {}}}"#, "params.insert.index", ""),
    ]
    for (json, path, message) in cases {
      #expect(
        performing: {
          try JSONValueDecoder(rootPath: JSONPath(rootName: "params")).decode(
            Edit.self, from: try JSONParser.parse(json))
        },
        throws: { error in
          guard let error = error as? JSONCodingError else { return false }
          return error.path.description == path && error.message.contains(message)
        })
    }
  }

  @Test func nodeLayoutResultFlattensTheNode() throws {
    let node = NodeLayout(
      id: "a", view: "Color", text: nil, parent: nil, hostLayer: nil, children: [], depth: 0, path: "$.root",
      proposal: nil, size: nil, frame: nil, frameInParent: nil, renderedFrame: nil, layers: [])
    try checkCoding(
      NodeLayoutResult(uri: "u", version: 2, pass: 1, node: node),
      json:
        #"{"uri": "u", "version": 2, "pass": 1, "id": "a", "view": "Color", "children": [], "depth": 0, "path": "$.root", "layers": []}"#
    )
  }

  @Test func nodeLayoutResultWithFieldsHoldsOnlyTheSelection() throws {
    let node = NodeLayout(
      id: "a", view: "Color", text: nil, parent: "root", hostLayer: nil, children: [], depth: 0, path: "",
      proposal: nil, size: SizeValue(width: 10, height: 20), frame: nil, frameInParent: nil, renderedFrame: nil,
      layers: nil)
    try checkCoding(
      NodeLayoutResult(uri: "u", version: 2, pass: 1, node: node, fields: [.size, .parent]),
      json:
        #"{"uri": "u", "version": 2, "pass": 1, "id": "a", "view": "Color", "fields": ["size", "parent"], "size": {"width": 10.0, "height": 20.0}, "parent": "root"}"#
    )
    try checkCoding(
      NodeLayoutRequest(uri: "u", node: "a", fields: [.size, .frame]),
      json: #"{"uri": "u", "node": "a", "fields": ["size", "frame"]}"#)
  }

  /// Checks that `value` writes itself as the `Encodable` bridge and the compact serializer write it.
  func checkText<T: Encodable & JSONTextEncodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws
  {
    var writer = JSONTextWriter()
    try value.write(to: &writer)
    let expected = JSONSerializer.serialize(try JSONValueEncoder().encode(value))
    #expect(String(decoding: writer.bytes, as: UTF8.self) == expected, sourceLocation: sourceLocation)
  }

  @Test func queryResultsWriteTheTextTheirEncodingGives() throws {
    let node = NodeLayout(
      id: "row/Text0", view: "Text", text: "Say \"hi\"\n\u{1}é", parent: "row", hostLayer: 2, children: ["a", "b"],
      depth: 3, path: "$.root.children[0]", proposal: ProposalValue(width: .infinity, height: nil),
      size: SizeValue(width: 38.333333333333336, height: -0.0), frame: FrameValue(x: -4, y: 1e21, width: 0, height: 7),
      frameInParent: FrameValue(x: .infinity, y: -.infinity, width: .nan, height: 1),
      renderedFrame: FrameValue(x: 0.5, y: 0, width: 10, height: 10), layers: [],
      source: TextLocation(
        uri: "file:///a.swift", range: TextRange(start: .init(line: 1, character: 2), end: .init(line: 1, character: 9))
      ))
    try checkText(NodeLayoutResult(uri: "u", version: 2, pass: 1, node: node))
    try checkText(NodeLayoutResult(uri: "u", version: 2, pass: 1, node: node, fields: []))
    try checkText(NodeLayoutResult(uri: "u", version: 2, pass: 1, node: node, fields: NodeLayoutField.allCases))
    // A field named twice is written once, where it was first named.
    try checkText(NodeLayoutResult(uri: "u", version: 2, pass: 1, node: node, fields: [.size, .frame, .size, .text]))
    let empty = NodeLayout(
      id: "a", view: "Color", text: nil, parent: nil, hostLayer: nil, children: [], depth: 0, path: "", proposal: nil,
      size: nil, frame: nil, frameInParent: nil, renderedFrame: nil, layers: nil)
    try checkText(NodeLayoutResult(uri: "u", version: 1, pass: 0, node: empty, fields: NodeLayoutField.allCases))
    try checkText(ProposalValue(width: 0, height: 320.5))
    // A length JSON cannot spell is refused by both paths.
    var writer = JSONTextWriter()
    #expect(throws: JSONCodingError.self) { try ProposalValue(width: .length(.nan), height: nil).write(to: &writer) }
    #expect(throws: JSONCodingError.self) {
      try JSONValueEncoder().encode(ProposalValue(width: .length(.nan), height: nil))
    }
  }

  @Test func treeSummariesWriteTheTextTheirEncodingGives() throws {
    try checkText(
      TreeSummary(
        uri: "file:///Form \"1\".json", version: 12, converged: true, passes: 1,
        rootSize: SizeValue(width: 390, height: 763.3333333333334), nodeCount: 5_001, declaredNodeCount: 3_004,
        diagnostics: []))
    try checkText(
      TreeSummary(
        uri: "u", version: 1, converged: false, passes: 8, rootSize: SizeValue(width: -0.0, height: 1e21),
        nodeCount: 0, declaredNodeCount: 0,
        diagnostics: [
          Diagnostic(severity: .warning, message: "the update loop did not settle", pass: 8, code: "nonConvergence"),
          Diagnostic(severity: .error, message: "é\n", node: "a", path: "$.root"),
        ]))
  }

  @Test func wholeNodesWriteTheTextTheirEncodingGives() throws {
    let rule = AxisRule(kind: "fixed", description: "frame(width: 80)", values: ["width": 80, "child": 79.5])
    let source = TextLocation(
      uri: "file:///a \"b\".swift",
      range: TextRange(start: .init(line: 3, character: 4), end: .init(line: 3, character: 9)))
    let proposer = ProposalSource(
      layer: LayerReference(node: "row", layer: 1), reason: "stack", description: "HStack offers the rest")
    let layers = [
      LayerLayout(
        index: 0, kind: "view", name: "Text", summary: "Text(\"Name:\")", path: "$.root.content[0]",
        inheritedFrom: nil, proposal: ProposalValue(width: .infinity, height: nil),
        size: SizeValue(width: 38.333333333333336, height: 20.333333333333332),
        frame: FrameValue(x: 0, y: 0, width: 38.333333333333336, height: 20.333333333333332),
        frameInParent: FrameValue(x: 1, y: 2, width: 3, height: 4),
        renderedFrame: FrameValue(x: 0, y: 0, width: 1, height: 1),
        widthRule: rule, heightRule: AxisRule(kind: "text", description: "é\n", values: nil),
        proposer: ProposalSource(layer: nil, reason: "root", description: "the root's proposal"),
        measurements: [
          MeasurementValue(
            proposal: ProposalValue(width: 10, height: .infinity), size: SizeValue(width: 10, height: 41),
            widthRule: rule, heightRule: rule, requestedBy: proposer)
        ],
        reads: [
          InputReadValue(
            kind: "state", name: "labelWidth", value: 80, expression: "labelWidth", description: "reads it"),
          InputReadValue(kind: "environment", description: "font"),
        ],
        source: source),
      LayerLayout(
        index: 1, kind: "modifier", name: "frame", summary: "frame(width: labelWidth)", path: "$.root.modifiers[0]",
        inheritedFrom: "form", proposal: ProposalValue(width: nil, height: nil),
        size: SizeValue(width: 0, height: -0.0),
        frame: FrameValue(x: .infinity, y: 0, width: 0, height: 0),
        frameInParent: FrameValue(x: 0, y: 0, width: 0, height: 0),
        renderedFrame: FrameValue(x: 0, y: 0, width: 0, height: 0), widthRule: rule, heightRule: rule,
        proposer: proposer,
        measurements: [], reads: nil),
    ]
    let node = NodeLayout(
      id: "label-1", view: "Text", text: "Name:", parent: "row", hostLayer: nil, children: [], depth: 2,
      path: "$.root.content[0]", proposal: ProposalValue(width: 390, height: nil),
      size: SizeValue(width: 80, height: 20), frame: FrameValue(x: 16, y: 0, width: 80, height: 20),
      frameInParent: nil, renderedFrame: FrameValue(x: 16, y: 0, width: 80, height: 20), layers: layers,
      source: source)
    try checkText(NodeLayoutResult(uri: "u", version: 2, pass: 1, node: node))
    try checkText(NodeLayoutResult(uri: "u", version: 2, pass: 1, node: node, fields: [.layers, .source]))
    let bare = NodeLayout(
      id: "root", view: "VStack", text: nil, parent: nil, hostLayer: 1, children: ["label-1"], depth: 0, path: "",
      proposal: nil, size: nil, frame: nil, frameInParent: nil, renderedFrame: nil, layers: nil)
    try checkText(node)
    try checkText(
      TreeLayoutResult(
        uri: "u", version: 2, pass: 1, proposal: ProposalValue(width: 390, height: .infinity),
        rootSize: SizeValue(width: 390, height: 763), nodes: [bare, node], text: "VStack\n  Text \"Name:\""))
    try checkText(
      TreeLayoutResult(
        uri: "u", version: 1, pass: 0, proposal: ProposalValue(width: nil, height: nil),
        rootSize: SizeValue(width: 0, height: 0), nodes: [], text: ""))
  }

  @Test func snapshotsWriteTheTextTheirEncodingGives() throws {
    let snapshot = LayoutSnapshot(
      proposal: ProposalValue(width: 390, height: nil), size: SizeValue(width: 390, height: 763.3333333333334),
      state: ["labelWidth": 81.66666666666666, "name": "é\"", "items": [1, nil]],
      nodes: [
        SnapshotNode(id: "form", view: "VStack", frame: FrameValue(x: 0, y: 0, width: 390, height: 763)),
        SnapshotNode(
          id: "label-1", view: "Text", text: "Name:\n", parent: "form",
          frame: FrameValue(x: 16, y: 0, width: 81.66666666666666, height: 20.333333333333332),
          preferences: ["MaxLabelWidth": 79.5]),
        SnapshotNode(id: "x", view: "Color"),
      ],
      layers: [
        SnapshotLayer(
          node: "label-1", layer: 2, summary: "frame(width: labelWidth)",
          proposal: ProposalValue(width: .infinity, height: nil),
          frame: FrameValue(x: -0.0, y: 1e21, width: 1, height: 2))
      ])
    try checkText(SnapshotResult(uri: "u", version: 3, pass: 2, snapshot: snapshot, text: "form VStack 390×763"))
    try checkText(
      SnapshotResult(
        uri: "u", version: 1, pass: 1,
        snapshot: LayoutSnapshot(
          proposal: ProposalValue(width: nil, height: nil), size: SizeValue(width: 0, height: 0), state: [:], nodes: [],
          layers: []),
        text: ""))
  }

  @Test func preferenceAncestorsWriteTheTextTheirEncodingGives() throws {
    let contributions = [
      PreferenceContribution(node: "label-1/background0/GeometryReader0/Color0", layer: 1, value: 80.33333333333333),
      PreferenceContribution(node: "b", value: ["x": 1, "y": [true, nil]], fate: "reduced"),
      PreferenceContribution(node: "c \"q\"", layer: 0, value: "é\n", fate: "discarded", reason: "value = nextValue()"),
    ]
    try checkText(
      PreferenceAncestorsResult(
        uri: "file:///Form.json", version: 3, pass: 2, key: "MaxLabelWidth",
        ancestors: [
          PreferenceValueRecord(
            node: "form", view: "VStack", key: "MaxLabelWidth", value: 81.66666666666666, contributors: contributions,
            discarded: [contributions[2]]),
          PreferenceValueRecord(
            node: "row", view: "HStack", key: "MaxLabelWidth", value: nil, contributors: [], discarded: []),
          PreferenceValueRecord(
            node: "x", view: "Text", key: "K", value: .null, contributors: [contributions[1]], discarded: []),
        ]))
    try checkText(PreferenceAncestorsResult(uri: "u", version: 1, pass: 1, key: "K", ancestors: []))
    try checkText(
      PreferenceValuesResult(
        uri: "u", version: 2, pass: 1, node: "form",
        values: [
          PreferenceValueRecord(
            node: "form", view: "VStack", key: "K", value: 1, contributors: contributions, discarded: [])
        ]))
  }

  @Test func explanationsWriteTheTextTheirEncodingGives() throws {
    let contributors = [
      ExplainContributor(
        node: "label-1", writer: "label-1/background0/GeometryReader0/Color0", value: 79.5, fate: "first"),
      ExplainContributor(node: "label-2 \"b\"", writer: "w", value: ["a": [1, 2]], fate: "discarded"),
    ]
    let chain = [
      ExplainCause(
        kind: "rule", node: "label-1", layer: 2, detail: "fixed frame width: frame(width: labelWidth)", before: 80.25,
        after: 81.5),
      ExplainCause(
        kind: "preferenceValue", node: "form", layer: 0, version: 3, pass: 2, detail: "max of 2 values",
        after: 81.5, contributors: contributors),
      ExplainCause(kind: "edit", node: nil, layer: nil, detail: "é\t", before: .null, contributors: []),
    ]
    try checkText(
      ExplainResult(
        uri: "file:///Form.json", node: "label-1", layer: 2, layerDescription: "frame(width: labelWidth)",
        dimension: .width, from: VersionPoint(version: 1, pass: 1), to: VersionPoint(version: 1, pass: 2),
        since: VersionPoint(version: 1), before: 80.33333333333333, after: 81.66666666666666, changed: true,
        chain: chain, truncated: true, summary: "Width 80.333 → 81.667"))
    try checkText(
      ExplainResult(
        uri: "u", node: "a", layer: 0, layerDescription: "Color", dimension: .y, from: nil,
        to: VersionPoint(version: 2), before: nil, after: .infinity, changed: false, chain: [], summary: ""))
    try checkText(
      ExplainResult(
        uri: "u", node: "a", layer: 0, layerDescription: "Color", dimension: .x, from: nil,
        to: VersionPoint(version: 2, pass: 0), before: -.infinity, after: .nan, changed: true, chain: chain,
        summary: "s"))
  }

  @Test func initializeResultsWriteTheTextTheirEncodingGives() throws {
    let limits = DaemonLimits(
      maxMessageBytes: 1, maxJSONDepth: 2, maxTrees: 3, maxDeclaredNodes: 4, maxResolvedNodes: 5, maxDepth: 6,
      maxPasses: 7, historyDepth: 8, maxPassesKept: 9, maxRecordedNodes: 10, maxEditsPerRequest: 11,
      maxSelectorLength: 12, maxFontFileBytes: 13, maxFonts: 14, maxStepsPerUpdate: 15, maxDiagnosticsPerPass: 16,
      maxTotalRecordedNodes: 17, maxValueBytesPerUpdate: 18, maxTextBytes: 19, maxQueuedOutputBytes: 20,
      maxJSONStringBytes: 21, maxJSONMembers: 22, maxSourceBytes: 23, maxSourceFiles: -24)
    for (flags, serverVersion, fonts) in [(true, "0.1.0" as String?, ["Inter \"Bold\"", "é\n"]), (false, nil, [])] {
      let capabilities = ServerCapabilities(
        positionEncoding: flags ? .utf16 : .utf8,
        textDocumentSync: TextDocumentSyncOptions(openClose: flags, change: 2),
        hoverProvider: flags, inlayHintProvider: !flags, codeLensProvider: CodeLensOptions(resolveProvider: flags),
        executeCommandProvider: ExecuteCommandOptions(commands: flags ? ["inspector.why", "b"] : []),
        documentSymbolProvider: !flags,
        workspace: WorkspaceCapabilities(
          workspaceFolders: WorkspaceFolderCapabilities(supported: flags, changeNotifications: !flags)),
        inspector: InspectorCapabilities(
          requests: ["tree/open", "layout/node"], notifications: flags ? ["tree/diagnostics"] : [], edits: ["setText"],
          selectors: ["#id", ":has"], explain: flags, cancellation: !flags, proposalInfinity: "infinity"))
      try checkText(
        InitializeResult(
          capabilities: capabilities, serverInfo: ServerInfo(name: "InspectorDaemon", version: serverVersion),
          treeFormatVersion: "1", protocolVersion: "1", limits: limits,
          environment: flags ? ["displayScale": 2, "font": ["size": 17.5, "design": .null], "x": [true, "a"]] : [:],
          textMeasurer: flags ? "system" : "fixedAdvance", fonts: fonts))
    }
  }

  @Test func initializeRequestsReadPlainFormsAsTheirDecodingDoes() throws {
    for json in [
      #"{}"#,
      #"{"processId": null, "rootUri": null, "capabilities": {}, "initializationOptions": {}}"#,
      #"{"processId": 42, "clientInfo": {"name": "Visual Studio Code", "version": "1.96"}, "rootUri": "file:///w", "#
        + #""capabilities": {"general": {"positionEncodings": ["utf-8"]}}, "trace": "off", "#
        + #""workspaceFolders": [{"uri": "file:///w", "name": "w"}], "initializationOptions": null}"#,
      #"{"clientInfo": {"name": "nvim", "version": null}, "workspaceFolders": [], "initializationOptions": []}"#,
      #"{"capabilities": null, "initializationOptions": {"textMeasurer": "fixedAdvance", "inlayHints": "off", "#
        + #""keepState": true, "environment": {"displayScale": 2}, "limits": null, "fonts": null, "other": 1}}"#,
      #"{"initializationOptions": {"environment": null, "textMeasurer": null}}"#,
    ] {
      let value = try JSONParser.parse(json)
      let read = InitializeRequest(exactly: value)
      #expect(read != nil, "\(json)")
      #expect(read == (try JSONValueDecoder().decode(InitializeRequest.self, from: value)), "\(json)")
    }
    // Anything else is left to the decoding, which decides (and words the error).
    for json in [
      #"[]"#, #"{"processId": 4.0}"#, #"{"processId": "4"}"#, #"{"clientInfo": {"version": "1"}}"#,
      #"{"rootUri": 1}"#, #"{"workspaceFolders": [{"uri": "file:///w"}]}"#, #"{"workspaceFolders": {}}"#,
      #"{"initializationOptions": [1]}"#, #"{"initializationOptions": "x"}"#,
      #"{"initializationOptions": {"limits": {"maxTrees": 2}}}"#,
      #"{"initializationOptions": {"fonts": [{"path": "/a.ttf"}]}}"#,
      #"{"initializationOptions": {"keepState": "yes"}}"#, #"{"initializationOptions": {"inlayHints": 1}}"#,
    ] {
      #expect(InitializeRequest(exactly: try JSONParser.parse(json)) == nil, "\(json)")
    }
  }

  @Test func nodeLayoutRequestsReadPlainFormsAsTheirDecodingDoes() throws {
    for json in [
      #"{"uri": "u", "node": "a"}"#,
      #"{"uri": "u", "node": "a", "version": 3, "pass": 0, "measurements": false, "fields": ["size", "frame"]}"#,
      #"{"node": "a", "uri": "u", "fields": [], "extra": {"ignored": true}}"#,
    ] {
      let value = try JSONParser.parse(json)
      let read = NodeLayoutRequest(exactly: value)
      #expect(read != nil, "\(json)")
      #expect(read == (try JSONValueDecoder().decode(NodeLayoutRequest.self, from: value)), "\(json)")
    }
    // Anything else is left to the decoding, which decides (and words the error).
    for json in [
      #"{"uri": "u"}"#, #"{"uri": "u", "node": 1}"#, #"{"uri": "u", "node": "a", "version": null}"#,
      #"{"uri": "u", "node": "a", "version": 2.0}"#, #"{"uri": "u", "node": "a", "fields": ["size", "width"]}"#,
      #"{"uri": "u", "node": "a", "measurements": 1}"#, #"["u", "a"]"#,
    ] {
      #expect(NodeLayoutRequest(exactly: try JSONParser.parse(json)) == nil, "\(json)")
    }
  }

  @Test func editRequestsReadPlainFormsAsTheirDecodingDoes() throws {
    for json in [
      #"{"uri": "u", "version": 3, "edits": [{"setText": {"node": "label-500", "text": "Name:"}}]}"#,
      #"{"uri": "u", "version": 0, "edits": []}"#,
      #"{"edits": [{"setText": {"text": "", "node": "a", "extra": 1}}, {"setText": {"node": "b", "text": "é\n"}}], "uri": "u", "version": -1, "more": null}"#,
    ] {
      let value = try JSONParser.parse(json)
      let read = EditTreeRequest(exactly: value)
      #expect(read != nil, "\(json)")
      #expect(read == (try JSONValueDecoder().decode(EditTreeRequest.self, from: value)), "\(json)")
    }
    // Anything else is left to the decoding, which decides (and words the error).
    for json in [
      #"{"uri": "u", "version": 1}"#, #"{"uri": "u", "version": 1.0, "edits": []}"#,
      #"{"uri": 1, "version": 1, "edits": []}"#, #"{"uri": "u", "version": 1, "edits": {}}"#,
      #"{"uri": "u", "version": 1, "edits": [{"setText": {"node": "a"}}]}"#,
      #"{"uri": "u", "version": 1, "edits": [{"setText": {"node": "a", "text": 2}}]}"#,
      #"{"uri": "u", "version": 1, "edits": [{"setText": {"node": "a", "text": "b"}, "remove": {"node": "a"}}]}"#,
      #"{"uri": "u", "version": 1, "edits": [{"remove": {"node": "a"}}]}"#, #"["u", 1, []]"#,
    ] {
      #expect(EditTreeRequest(exactly: try JSONParser.parse(json)) == nil, "\(json)")
    }
  }

  @Test func nodeLayoutRequestsReadEveryFieldNameAsTheirDecodingDoes() throws {
    let names = NodeLayoutField.allCases.map(\.rawValue)
    for fields in [names, names.reversed(), ["Size"], ["size "], [""], ["layer"], ["frameInParents"]] {
      let json = #"{"uri": "u", "node": "a", "fields": ["# + fields.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
      let decoded = try? JSONValueDecoder().decode(NodeLayoutRequest.self, from: try JSONParser.parse(json))
      #expect(NodeLayoutRequest(exactly: try JSONParser.parse(json)) == decoded, "\(json)")
      let plain = try #require(JSONPlainObject.read(Array(json.utf8)), "\(json)")
      #expect(NodeLayoutRequest(plain: plain) == decoded, "\(json)")
      #expect((decoded != nil) == (fields.count > 1), "\(json)")
    }
  }

  @Test func presentNullValuesStayNull() throws {
    try checkCoding(
      PreferenceValueRecord(node: "n", view: "Text", key: "K", value: .null, contributors: [], discarded: []),
      json: #"{"node": "n", "view": "Text", "key": "K", "value": null, "contributors": [], "discarded": []}"#)
    try checkCoding(
      PreferenceValueRecord(node: "n", view: "Text", key: "K", value: nil, contributors: [], discarded: []),
      json: #"{"node": "n", "view": "Text", "key": "K", "contributors": [], "discarded": []}"#)
  }

  @Test func swiftSourceIsFlatBesideTheURIAndLocationsAreLSPRanges() throws {
    try checkCoding(
      OpenTreeRequest(
        uri: "file:///Form.swift",
        source: SourceInput(swift: "struct Form {}", root: "Form", compilationFlags: ["DEBUG", "BETA"])),
      json:
        #"{"uri": "file:///Form.swift", "swift": "struct Form {}", "root": "Form", "compilationFlags": ["DEBUG", "BETA"]}"#
    )
    try checkCoding(
      OpenTreeRequest(uri: "app", source: SourceInput(files: [SourceFile(uri: "a.swift", text: "")], preview: "Dark")),
      json: #"{"uri": "app", "files": [{"uri": "a.swift", "text": ""}], "preview": "Dark"}"#)
    try checkCoding(
      OpenTreeRequest(uri: "t", tree: ["root": ["view": "Text"]]),
      json: #"{"uri": "t", "tree": {"root": {"view": "Text"}}}"#)
    try checkCoding(
      Edit.replaceSource(SourceInput(swift: "x"), keepState: true),
      json: #"{"replaceSource": {"swift": "x", "keepState": true}}"#)
    try checkCoding(
      Edit.replaceSource(SourceInput(files: []), keepState: false), json: #"{"replaceSource": {"files": []}}"#)
    try checkCoding(
      TextLocation(
        uri: "a.swift",
        range: TextRange(start: TextPosition(line: 0, character: 4), end: TextPosition(line: 2, character: 0))),
      json: #"{"uri": "a.swift", "range": {"start": {"line": 0, "character": 4}, "end": {"line": 2, "character": 0}}}"#)
  }

  @Test func nullResultIsNull() throws {
    #expect(try JSONValueEncoder().encode(NullResult()) == .null)
  }

  @Test func everyMethodIsListedOnce() {
    let methods = Messages.allMethods
    #expect(Set(methods).count == methods.count)
    #expect(methods.contains("layout/explain"))
  }

  @Test func errorCodesAreInTheServerErrorBlock() {
    for code in DaemonErrorCode.allCases {
      #expect((-32099)...(-32000) ~= code.rawValue)
    }
  }

  @Test func lspTextDocumentShapes() throws {
    try checkCoding(
      DidChangeTextDocumentNotification(
        textDocument: VersionedTextDocumentIdentifier(uri: "file:///A.swift", version: 3),
        contentChanges: [
          TextDocumentContentChange(
            range: TextRange(start: TextPosition(line: 2, character: 14), end: TextPosition(line: 2, character: 19)),
            rangeLength: 5, text: "名前"),
          TextDocumentContentChange(text: "whole"),
        ]),
      json:
        #"{"textDocument": {"uri": "file:///A.swift", "version": 3}, "contentChanges": [{"range": {"start": {"line": 2, "character": 14}, "end": {"line": 2, "character": 19}}, "rangeLength": 5, "text": "名前"}, {"text": "whole"}]}"#
    )
    try checkCoding(
      PublishDiagnosticsNotification(
        uri: "file:///A.swift", version: 2,
        diagnostics: [
          EditorDiagnostic(
            range: TextRange(start: TextPosition(line: 0, character: 0), end: TextPosition(line: 0, character: 4)),
            severity: .warning, code: "unknownView", message: "unknown view",
            relatedInformation: [
              DiagnosticRelatedInformation(
                location: TextLocation(
                  uri: "file:///B.swift",
                  range: TextRange(start: TextPosition(line: 1, character: 0), end: TextPosition(line: 1, character: 1))
                ),
                message: "here")
            ])
        ]),
      json:
        #"{"uri": "file:///A.swift", "version": 2, "diagnostics": [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 4}}, "severity": 2, "code": "unknownView", "source": "swiftui-inspector", "message": "unknown view", "relatedInformation": [{"location": {"uri": "file:///B.swift", "range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 1}}}, "message": "here"}]}]}"#
    )
  }

  @Test func capabilitiesAreStandardWithTheInspectorsAlsoUnderExperimental() throws {
    let inspector = InspectorCapabilities(
      requests: ["tree/open"], notifications: ["tree/diagnostics"], edits: ["setText"], selectors: ["#id"],
      explain: true, cancellation: true, proposalInfinity: "infinity")
    let inspectorJSON =
      ##"{"requests": ["tree/open"], "notifications": ["tree/diagnostics"], "edits": ["setText"], "selectors": ["#id"], "explain": true, "cancellation": true, "proposalInfinity": "infinity"}"##
    try checkCoding(
      ServerCapabilities(
        positionEncoding: .utf16, textDocumentSync: TextDocumentSyncOptions(openClose: true, change: 2),
        hoverProvider: true, inlayHintProvider: true, codeLensProvider: CodeLensOptions(resolveProvider: false),
        executeCommandProvider: ExecuteCommandOptions(commands: ["inspector.why"]), documentSymbolProvider: true,
        workspace: WorkspaceCapabilities(
          workspaceFolders: WorkspaceFolderCapabilities(supported: true, changeNotifications: true)),
        inspector: inspector),
      json: #"{"positionEncoding": "utf-16", "textDocumentSync": {"openClose": true, "change": 2}, "#
        + #""hoverProvider": true, "inlayHintProvider": true, "codeLensProvider": {"resolveProvider": false}, "#
        + #""executeCommandProvider": {"commands": ["inspector.why"]}, "documentSymbolProvider": true, "#
        + #""workspace": {"workspaceFolders": {"supported": true, "changeNotifications": true}}, "#
        + String(inspectorJSON.dropFirst().dropLast()) + #", "experimental": "# + inspectorJSON + "}")
  }
}
