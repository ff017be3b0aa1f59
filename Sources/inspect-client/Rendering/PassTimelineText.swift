import InspectorProtocol
import JSONCore
import LayoutPicture

/// The text form of `layout/passes`: the update loop of one version, pass by pass: the edits that started it,
/// then for each pass the sizes that changed, the actions that ran with the values they received, the state
/// they wrote (old → new), what they printed and the pass's diagnostics.
///
/// The first pass of a tree has no "before"; for it the timeline shows the natural sizes of the views that a
/// later pass changes (the labels' own widths before they are equalized), because that is what the later
/// passes are explained by.
struct PassTimelineText {
  /// Colours, or none.
  var style: TextStyle

  /// The timeline.
  func timeline(_ result: LayoutPassesResult, name: String) -> String {
    let count = result.passes.count
    let outcome =
      result.converged
      ? "settled after \(count) \(count == 1 ? "pass" : "passes")"
      : "did not settle: stopped after \(count) passes"
    var text = style.heading("Update passes of \(name), version \(result.version): \(outcome)") + "\n"
    for edit in result.edits {
      text += "  " + style.dim("edit") + "    \(edit.description)\n"
    }
    for pass in result.passes {
      text += "\n" + passText(pass, naturalSizes: pass.pass == 1 && result.version == 1 ? naturalSizes(result) : [])
    }
    return text
  }

  /// One pass: its heading, then its events in aligned columns.
  func passText(_ pass: PassRecord, naturalSizes: [(String, SizeValue?)]) -> String {
    let proposal = NumberText.proposal(width: pass.proposal.width.value, height: pass.proposal.height.value)
    var text = "  " + style.heading("pass \(pass.pass)") + "  proposal \(proposal)"
    text += " → root \(NumberText.size(width: pass.rootSize.width, height: pass.rootSize.height))\n"
    var columns = TextColumns(indent: "    ")
    for (node, size) in naturalSizes {
      columns.append([
        .init("size"), .init(ValueText.node(node), style: style.node), .init(sizeText(size)),
        .init("natural size; a later pass changes it", style: style.dim),
      ])
    }
    for change in pass.sizeChanges {
      columns.append([
        .init("size"), .init(ValueText.node(change.node), style: style.node),
        .init("\(sizeText(change.before)) → \(sizeText(change.after))", style: style.changed),
      ])
    }
    for action in pass.actions {
      var name = action.kind
      if let key = action.key { name += "(\(key))" }
      columns.append([
        .init("action"), .init(name), .init(action.value.map { "received \(ValueText.format($0))" } ?? ""),
        .init("on \(ValueText.node(action.node))", style: style.dim),
      ])
    }
    for write in pass.stateWrites {
      columns.append([
        .init("state"), .init(write.name),
        .init("\(ValueText.format(write.old)) → \(ValueText.format(write.new))", style: style.changed),
        .init("written by `\(write.cause)`" + (write.node.map { " on \(ValueText.node($0))" } ?? ""), style: style.dim),
      ])
    }
    for line in pass.prints {
      columns.append([.init("print"), .init(line.text)])
    }
    if pass.actions.isEmpty, pass.stateWrites.isEmpty {
      columns.append([.init("settled", style: style.dim), .init("no action wrote state", style: style.dim)])
    }
    // Diagnostics are sentences, often long; they follow the table rather than stretch its columns.
    return text + columns.rendered() + pass.diagnostics.map(diagnosticLine).joined()
  }

  /// A diagnostic's line: its severity and message, with the node it concerns.
  func diagnosticLine(_ diagnostic: Diagnostic) -> String {
    let severity = diagnostic.severity.rawValue
    var message = diagnostic.message
    if let node = diagnostic.node, !message.contains(node) { message += " (\(ValueText.node(node)))" }
    let label = diagnostic.severity == .note ? style.dim(severity) : style.bad(severity)
    let wrapped = HelpText.wrap(message, indent: 4 + severity.count + 2)
    return "    " + label + String(wrapped.dropFirst(4 + severity.count)) + "\n"
  }

  /// The sizes in the first pass of the nodes that a later pass changes, in the order they first change.
  func naturalSizes(_ result: LayoutPassesResult) -> [(String, SizeValue?)] {
    var seen: Set<String> = []
    var sizes: [(String, SizeValue?)] = []
    for pass in result.passes.dropFirst() {
      for change in pass.sizeChanges where !seen.contains(change.node) {
        seen.insert(change.node)
        sizes.append((change.node, change.before))
      }
    }
    return sizes
  }

  private func sizeText(_ size: SizeValue?) -> String {
    guard let size else { return "none" }
    return NumberText.size(width: size.width, height: size.height)
  }
}
