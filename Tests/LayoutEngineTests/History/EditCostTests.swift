import JSONCore
import LayoutEngine
import Testing

/// What an edit costs in layer evaluations (issue 15's target): a one-label edit that keeps the form's maximum
/// evaluates the layers on the edited label's path and at most one pass over the form's contributors, never the
/// whole tree again. Counted (`LayoutPass.measurementCount`, the algorithms run), never timed.
struct EditCostTests {
  static let rows = 64
  static let labels = (0..<rows).map { $0 == 0 ? "Password confirmation:" : "Row \($0):" }

  /// The form's label chain (its measuring background and its frame at `labelWidth`), the frame aligned as
  /// `alignment`, with an overlaid `Text` before the frame when `overlay` is given.
  static func labelChain(_ alignment: String, overlay: String? = nil) -> JSONValue {
    let reader: JSONValue = [
      "background": [
        "view": "GeometryReader", "proxy": "proxy",
        "content": [
          [
            "view": "Color", "color": "clear",
            "modifiers": [["preference": ["key": "MaxLabelWidth", "value": "proxy.size.width"]]],
          ]
        ],
      ]
    ]
    let frame: JSONValue = ["frame": ["width": "labelWidth", "alignment": .string(alignment)]]
    guard let overlay else { return [reader, frame] }
    return [reader, ["overlay": ["view": "Text", "text": .string(overlay)]], frame]
  }

  /// The layers from the root down to the node's outermost layer.
  static func pathLayers(to id: String, in pass: LayoutPass) -> Int {
    var layers = 0
    var current = pass.node(id)
    while let node = current {
      layers += node.layers.count
      current = node.parentID.flatMap { pass.node($0) }
    }
    return layers
  }

  /// The layer evaluations of the current version's update, over all its passes.
  static func evaluations(_ live: LiveTree) -> Int {
    live.current.passes.reduce(0) { $0 + $1.layout.measurementCount }
  }

  @Test func aOneLabelEditKeepingTheMaximumEvaluatesItsPathNotTheTree() throws {
    let rows = Self.rows
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    let before = try #require(live.current.lastPass?.layout.node("label-0")?.layers.last?.size.width)
    // A text that fits the settled label width (68 pt: the frame proposes it, the Text wraps to it): "Row five:"
    // (76.5 pt with the fixed-advance measurer) wraps to two lines, and a taller row re-proposes the rows below it
    // in this form, which overflows its 731 pt; `anEditThatGrowsARowRelaysOutTheRowsItMoves` counts that case.
    try live.apply([.setText(node: "label-5", text: "Row 5a:")])
    let pass = try #require(live.current.lastPass?.layout)
    // The edit keeps the maximum: the widest label is the same.
    #expect(pass.node("label-0")?.layers.last?.size.width == before)
    let pathLayers = Self.pathLayers(to: "label-5", in: pass)
    let evaluations = Self.evaluations(live)
    #expect(
      evaluations <= 2 * pathLayers + rows,
      "\(evaluations) layer evaluations for a one-label edit (\(pathLayers) layers on its path, \(rows) rows)")
    // Every row but the edited one is placed as before: its nodes are taken whole, not placed or recorded again;
    // only nodes of the edited row (its field is placed as before too) and the nodes around it are.
    let editedRow = try #require(pass.node("label-5")?.parentID)
    let inEditedRow = pass.nodes.filter { pass.ancestry(of: $0.id).contains(editedRow) }.count
    let around = pass.ancestry(of: editedRow).count - 1
    #expect(
      pass.takenCount >= pass.nodes.count - inEditedRow - around,
      "\(pass.takenCount) of \(pass.nodes.count) nodes taken whole from the previous pass")
    // Only the nodes whose declarations the edit may have changed are resolved again (the edited label and the
    // views its modifiers hold, its row and the form around it) and the `GeometryReader` content placed under them;
    // every other row is copied from the previous pass's resolution, its expressions not evaluated again. Resolving
    // the whole form counted every node (321 here).
    #expect(
      pass.resolvedCount <= inEditedRow + around,
      "\(pass.resolvedCount) of \(pass.nodes.count) nodes resolved for a one-label edit (\(inEditedRow) in its row)")
    // A taken row is not visited while measuring: the answers the form asks of a row's outermost layer (its sizes,
    // spacing and priority: 3 per row here, counted) are replayed, not the calls they made down the row's 8 layers
    // (replays wait for the row's placement, which takes it whole). Replaying down every row counted 1,676 here.
    #expect(
      pass.reusedCount <= 4 * rows + 2 * pathLayers,
      "\(pass.reusedCount) answers replayed for a one-label edit (\(rows) rows, \(pathLayers) layers on its path)")
  }

  /// An edit of one label's modifier chain (its frame's alignment, as a keystroke in `.frame(...)` makes it) costs
  /// what a text edit costs: its path's layers evaluated, the other rows' resolution copied and the rows taken whole
  /// (`LiveTree.respelledNodes(by:in:previous:)`). Before modifier edits copied, resolving the whole form counted
  /// every node.
  @Test func aOneLabelModifierEditEvaluatesItsPathNotTheTree() throws {
    let rows = Self.rows
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    try live.apply([.setModifiers(node: "label-5", modifiers: Self.labelChain("leading"))])
    let pass = try #require(live.current.lastPass?.layout)
    #expect(live.current.outcome.passes == 1)
    let pathLayers = Self.pathLayers(to: "label-5", in: pass)
    let evaluations = Self.evaluations(live)
    #expect(
      evaluations <= 2 * pathLayers + rows,
      "\(evaluations) layer evaluations for a one-label modifier edit (\(pathLayers) layers on its path)")
    let editedRow = try #require(pass.node("label-5")?.parentID)
    let inEditedRow = pass.nodes.filter { pass.ancestry(of: $0.id).contains(editedRow) }.count
    let around = pass.ancestry(of: editedRow).count - 1
    #expect(
      pass.resolvedCount <= inEditedRow + around,
      "\(pass.resolvedCount) of \(pass.nodes.count) nodes resolved for a one-label modifier edit")
    #expect(
      pass.takenCount >= pass.nodes.count - inEditedRow - around,
      "\(pass.takenCount) of \(pass.nodes.count) nodes taken whole from the previous pass")
  }

  /// The preference values of the rows taken whole are copied from the previous pass, not computed again: the
  /// edit runs the edited row's writer and the form's `reduce` over its rows' values (one pass over the
  /// contributors), not every row's writer. Computing every value again ran 127 pieces of code here (64 writers,
  /// 63 reduce calls); the values are the ones a fresh computation gives (`FreshOpenOracleTests`).
  @Test func aOneLabelEditKeepingTheMaximumCopiesTheTakenRowsPreferenceValues() throws {
    let rows = Self.rows
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    try live.apply([.setText(node: "label-5", text: "Row 5a:")])
    let pass = try #require(live.current.lastPass?.layout)
    let runs = live.current.passes.reduce(0) { $0 + $1.layout.preferenceRunCount }
    let pathLayers = Self.pathLayers(to: "label-5", in: pass)
    #expect(
      runs <= rows + pathLayers,
      "\(runs) runs of preference code for a one-label edit (\(rows) rows, \(pathLayers) layers on its path)")
    // A fresh open computes every value: the count says what the bound would be without the copies.
    let fresh = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    #expect(try #require(fresh.current.passes.first?.layout.preferenceRunCount) >= 2 * rows - 1)
  }

  /// The records of the rows taken whole are the previous pass's, kept without spelling their layers again: a text
  /// edit can change no other string, so only the layers recorded again (the edited row's and those around it) are
  /// spelled. Comparing each taken node's spellings with its earlier records spelled every layer of the form.
  @Test func aOneLabelEditKeepingTheMaximumSpellsOnlyTheLayersItRecordsAgain() throws {
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    try live.apply([.setText(node: "label-5", text: "Row 5a:")])
    let pass = try #require(live.current.lastPass?.layout)
    let (rowLayers, aroundLayers, allLayers) = try Self.layerCounts(aroundRowOf: "label-5", in: pass)
    #expect(
      pass.summaryCount <= rowLayers + aroundLayers,
      "\(pass.summaryCount) layer summaries spelled for a one-label edit (\(rowLayers) in the edited row)")
    // A state written to its own value may be the same value in other bytes: every taken node's layers are spelled
    // and compared then, and their records are still the earlier ones.
    let width = try #require(live.state.variable("labelWidth")?.value.jsonValue)
    try live.apply([.setState(name: "labelWidth", value: width)])
    let stateWrite = try #require(live.current.lastPass?.layout)
    #expect(stateWrite.takenCount > 0)
    #expect(stateWrite.summaryCount >= allLayers - rowLayers - aroundLayers)
  }

  /// Placement reruns only on the edited path: every pass of a one-label edit keeping the maximum places the layers
  /// of the edited row and of the nodes around it (their sizes and proposals may have changed), and takes every other
  /// row whole, placed as before (`LayoutPass.placedCount`, counted); a fresh open places every layer of the form.
  @Test func aOneLabelEditKeepingTheMaximumPlacesOnlyItsPath() throws {
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    let opened = try #require(live.current.lastPass?.layout)
    let (_, _, openedLayers) = try Self.layerCounts(aroundRowOf: "label-5", in: opened)
    #expect(live.current.passes.allSatisfy { $0.layout.placedCount == openedLayers })
    try live.apply([.setText(node: "label-5", text: "Row 5a:")])
    let pass = try #require(live.current.lastPass?.layout)
    let (rowLayers, aroundLayers, _) = try Self.layerCounts(aroundRowOf: "label-5", in: pass)
    for placed in live.current.passes.map(\.layout.placedCount) {
      #expect(
        placed <= rowLayers + aroundLayers,
        "\(placed) layers placed for a one-label edit (\(rowLayers) in the edited row, \(aroundLayers) around it)")
    }
  }

  /// A fresh preview of a document whose label changed (`replaceDocument` from the declared state, the editor's
  /// keystroke) evaluates the edited label's path in each pass, not the form: pass k reuses pass k of the previous
  /// version, which read the same state (the width `nil` in pass 1, the same maximum in pass 2).
  @Test func aFreshPreviewOfAOneLabelEditEvaluatesItsPathInEachPass() throws {
    let rows = Self.rows
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    var edited = Self.labels
    edited[5] = "Row 5a:"
    try live.apply([.replaceDocument(LayerRecordSharingTests.form(labels: edited), keepState: false)])
    let pass = try #require(live.current.lastPass?.layout)
    // It settles where a fresh open of the document does: the width `nil` in pass 1, the maximum delivered anew.
    let fresh = try LiveTree(json: LayerRecordSharingTests.form(labels: edited), environment: fixedAdvance)
    #expect(live.state == fresh.state)
    let passes = live.current.outcome.passes
    #expect(passes == 2)
    let pathLayers = Self.pathLayers(to: "label-5", in: pass)
    let evaluations = Self.evaluations(live)
    #expect(
      evaluations <= passes * (2 * pathLayers + rows),
      "\(evaluations) layer evaluations in \(passes) passes for a fresh preview (\(pathLayers) layers on the path)")
  }

  /// The same keystroke as the editor applies it when only the label's text changed: its `setText` from the declared
  /// state (`fromDeclaredState`). It evaluates what the new document's fresh preview evaluates, and since every node
  /// but the label's is the previous version's, each pass spells only the layers it records again (the edited row's
  /// and those around it), where the new document, decoded whole, has every taken node's layers spelled and compared.
  @Test func aFreshPreviewAppliedAsTheLabelsSetTextSpellsOnlyTheLayersItRecordsAgain() throws {
    var edited = Self.labels
    edited[5] = "Row 5a:"
    var replaced = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    try replaced.apply([.replaceDocument(LayerRecordSharingTests.form(labels: edited), keepState: false)])
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    try live.apply([.setText(node: "label-5", text: "Row 5a:")], fromDeclaredState: true)
    #expect(live.state == replaced.state)
    #expect(
      live.current.passes.map(\.layout.measurementCount) == replaced.current.passes.map(\.layout.measurementCount))
    let pass = try #require(live.current.lastPass?.layout)
    let (rowLayers, aroundLayers, allLayers) = try Self.layerCounts(aroundRowOf: "label-5", in: pass)
    for (mine, theirs) in zip(live.current.passes, replaced.current.passes) {
      #expect(
        mine.layout.summaryCount <= rowLayers + aroundLayers,
        "pass \(mine.index): \(mine.layout.summaryCount) layer summaries spelled (\(rowLayers) in the edited row)")
      #expect(theirs.layout.summaryCount >= allLayers - rowLayers - aroundLayers)
    }
  }

  /// The layers of the row holding `node` (its subtree), of the nodes around that row (its ancestors), and of the
  /// whole pass.
  static func layerCounts(aroundRowOf node: String, in pass: LayoutPass) throws -> (row: Int, around: Int, all: Int) {
    let row = try #require(pass.node(node)?.parentID)
    let rowLayers = pass.nodes.filter { pass.ancestry(of: $0.id).contains(row) }.reduce(0) { $0 + $1.layers.count }
    let aroundLayers = pass.ancestry(of: row).dropFirst().compactMap { pass.node($0)?.layers.count }.reduce(0, +)
    return (rowLayers, aroundLayers, pass.nodes.reduce(0) { $0 + $1.layers.count })
  }

  /// Early cutoff (`AnswerValidation`): the edited label's frame answers its row as before (the frame
  /// proposes the settled width, the Text wraps to it), so the row, the form's stack and the root keep their previous
  /// answers, each call they made answered as then, without running their algorithms: every measurement of the nodes
  /// around the edited label keeps the pass that computed it, and only the label's layers compute.
  @Test func aOneLabelEditKeepingTheMaximumRunsNoAlgorithmAboveItsRow() throws {
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    try live.apply([.setText(node: "label-5", text: "Row 5a:")])
    for pass in live.current.passes.map(\.layout) {
      let point = HistoryPoint(version: live.version, pass: pass.index)
      let editedRow = try #require(pass.node("label-5")?.parentID)
      for id in pass.ancestry(of: editedRow) {
        let node = try #require(pass.node(id))
        for (layer, record) in node.layers.enumerated() {
          #expect(
            record.measurements.allSatisfy { $0.isReused(at: point) },
            "pass \(pass.index): \(id) layer \(layer) computed an answer above the edited label")
        }
      }
      // The label's layers (and the views its modifiers hold) computed theirs; the layers around it kept theirs.
      #expect(pass.validatedCount > 0)
      let inLabel = pass.nodes.filter { pass.ancestry(of: $0.id).contains("label-5") }
      let labelMeasurements = inLabel.reduce(0) { $0 + $1.layers.reduce(0) { $0 + $1.measurements.count } }
      #expect(
        pass.measurementCount <= labelMeasurements,
        "pass \(pass.index): \(pass.measurementCount) algorithms run, \(pass.validatedCount) answers validated")
    }
    // An explanation of the form's size says where it was computed: unchanged since the version it was.
    let form = try #require(live.current.lastPass?.layout.node("form")?.layers.last?.measurements.first)
    #expect(form.computedAt.map { $0.version < live.version } == true)
  }

  /// A reused answer says so: its measurement keeps the pass that computed it, and the edited label's is new.
  @Test func aReusedMeasurementSaysWhereItWasComputed() throws {
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    let opened = try #require(live.current.passes.last?.index)
    try live.apply([.setText(node: "label-5", text: "Row 5a:")])
    let point = HistoryPoint(version: 2, pass: 1)
    let pass = try #require(live.current.lastPass?.layout)
    let edited = try #require(pass.node("label-5")?.layers.first?.measurements.first)
    #expect(edited.computedAt == point)
    #expect(!edited.isReused(at: point))
    let kept = try #require(pass.node("label-40")?.layers.first?.measurements.first)
    #expect(kept.isReused(at: point))
    #expect(kept.computedAt.map { $0 <= HistoryPoint(version: 1, pass: opened) } == true)
  }

  /// A state write dirties the layers whose reads name it: a spacing read by one row re-evaluates that row's path,
  /// not the form.
  @Test func aStateWriteEvaluatesTheLayersThatReadIt() throws {
    let rows = Self.rows
    guard case .object(var document) = LayerRecordSharingTests.form(labels: Self.labels),
      case .object(var root)? = document["root"], case .array(var content)? = root["content"],
      case .object(var row)? = content.dropFirst(5).first
    else { throw TestSetupError.unexpectedDocument }
    row["spacing"] = "gap"
    content[5] = .object(row)
    root["content"] = .array(content)
    document["root"] = .object(root)
    document["state"] = ["labelWidth": nil, "gap": 8]
    var live = try LiveTree(json: .object(document), environment: fixedAdvance)
    try live.apply([.setState(name: "gap", value: 12)])
    let pass = try #require(live.current.lastPass?.layout)
    let pathLayers = Self.pathLayers(to: "label-5", in: pass)
    let evaluations = Self.evaluations(live)
    #expect(
      evaluations <= 2 * pathLayers + rows,
      "\(evaluations) layer evaluations for a state write read by one row (\(pathLayers) layers on its path)")
  }

  /// An edit that changes the maximum changes `labelWidth`, which every label's frame reads: the next pass
  /// re-lays out the labels' rows once, and the edit costs no more than the edited path, one pass over the rows
  /// and one layout of the form from nothing (a fresh open of the edited document declaring the settled
  /// `labelWidth`, whose first pass has nothing to reuse).
  @Test func anEditChangingTheMaximumRelaysOutTheRowsOnce() throws {
    let rows = Self.rows
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    let before = try #require(live.current.lastPass?.layout.node("label-0")?.layers.last?.size.width)
    // The widest label gets short: the maximum becomes the next widest ("Row 10:" and longer).
    var edited = Self.labels
    edited[0] = "Name:"
    try live.apply([.setText(node: "label-0", text: edited[0])])
    let pass = try #require(live.current.lastPass?.layout)
    #expect(try #require(pass.node("label-0")?.layers.last?.size.width) < before)
    guard case .object(var document) = LayerRecordSharingTests.form(labels: edited),
      let settled = live.state.variable("labelWidth")?.value.jsonValue
    else { throw TestSetupError.unexpectedDocument }
    document["state"] = ["labelWidth": ["type": "CGFloat?", "value": settled]]
    let fresh = try LiveTree(json: .object(document), environment: fixedAdvance)
    let oneLayout = try #require(fresh.current.passes.first?.layout.measurementCount)
    let pathLayers = Self.pathLayers(to: "label-0", in: pass)
    let evaluations = Self.evaluations(live)
    #expect(
      evaluations <= 2 * pathLayers + rows + oneLayout,
      "\(evaluations) layer evaluations for an edit changing the maximum (one layout of the form: \(oneLayout))")
  }

  /// An edit that wraps its label to a second line changes its row's flexibility, and the form, taller than its
  /// 731 pt, shares its height out again: the rows whose proposals changed are laid out again, the others not.
  @Test func anEditThatGrowsARowRelaysOutTheRowsItMoves() throws {
    let rows = Self.rows
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: Self.labels), environment: fixedAdvance)
    try live.apply([.setText(node: "label-5", text: "Row five:")])
    let pass = try #require(live.current.lastPass?.layout)
    let pathLayers = Self.pathLayers(to: "label-5", in: pass)
    // The layers of the rows measured with other proposals than before the edit (the edited one included).
    let earlier = try #require(live.version(1)?.lastPass?.layout)
    let movedRows = pass.children(of: "form").filter {
      $0.layers.last?.measurements.map(\.proposal) != earlier.node($0.id)?.layers.last?.measurements.map(\.proposal)
    }
    var movedLayers = 0
    for row in movedRows {
      var stack = [row.id]
      while let id = stack.popLast(), let node = pass.node(id) {
        movedLayers += node.layers.count
        stack += node.childIDs
      }
    }
    let evaluations = Self.evaluations(live)
    #expect(movedRows.count < rows / 4, "\(movedRows.count) rows moved")
    #expect(
      evaluations <= 2 * pathLayers + rows + movedLayers,
      "\(evaluations) layer evaluations for an edit growing a row (\(movedRows.count) rows moved, \(movedLayers) layers)"
    )
  }

  /// A row that grows in a scrolling stack moves the rows after it (their proposals are the same, an unbounded height):
  /// each moved row is taken from the previous pass at its new origin (`PassReuse.takesMovedSubtree`), not placed
  /// again, nested stacks and backgrounds included, and records what a fresh open records; a `GeometryReader`, whose
  /// proxy reads where it is, is placed again.
  @Test func aRowThatGrowsMovesTheRowsAfterItWithoutPlacingThem() throws {
    func cell(_ index: Int, height: Double = 10) -> JSONValue {
      [
        "view": "Color", "id": .string("cell-\(index)"), "color": "red",
        "modifiers": [["frame": ["width": 10, "height": .double(height)]], ["padding": 2]],
      ]
    }
    var cells = (0..<40).map { cell($0) }
    cells[20] = [
      "view": "HStack", "id": "pair",
      "content": [
        ["view": "Text", "text": "a"],
        ["view": "Text", "text": "b", "modifiers": [["background": ["view": "Color", "color": "blue"]]]],
      ],
    ]
    cells[30] = [
      "view": "GeometryReader", "id": "reader", "proxy": "proxy",
      "content": [["view": "Text", "text": "proxy.frame(in: .global).minY"]],
      "modifiers": [["frame": ["height": 30]]],
    ]
    let document: JSONValue = [
      "proposal": ["width": 390, "height": 763],
      "root": [
        "view": "ScrollView",
        "content": [["view": "VStack", "id": "column", "spacing": 0, "content": .array(cells)]],
      ],
    ]
    var live = try LiveTree(json: document, environment: fixedAdvance)
    let opened = try #require(live.current.lastPass?.layout)
    let layers = opened.nodes.reduce(0) { $0 + $1.layers.count }
    for (step, height) in [11.0, 10, 12.5].enumerated() {
      guard case .object(let grown) = cell(5, height: height), let modifiers = grown["modifiers"] else { return }
      try live.apply([.setModifiers(node: "cell-5", modifiers: modifiers)])
      let pass = try #require(live.current.lastPass?.layout)
      let moved = pass.node("cell-9")?.layers.last?.frame != opened.node("cell-9")?.layers.last?.frame
      #expect(moved == (step != 1), "step \(step): cell-9 at \(String(describing: pass.node("cell-9")?.layers.last))")
      #expect(pass.placedCount < layers / 4, "step \(step): \(pass.placedCount) of \(layers) layers placed")
      #expect(FreshOpenOracleTests.compareWithFreshOpen(live, label: "step \(step)") != nil)
    }
  }

  enum TestSetupError: Error {
    case unexpectedDocument
  }
}
