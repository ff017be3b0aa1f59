import InspectorProtocol
import JSONCore
import LayoutPicture

/// The text form of `layout/diff`: a heading naming the two sides, then one aligned row per change: nodes
/// added and removed, resized and moved, texts, layers (each changed aspect before → after), preference values
/// and state.
struct DiffText {
  /// Colours, or none.
  var style: TextStyle

  /// The diff; `from` and `to` name the sides (`SignInForm.json, version 1, pass 1`).
  func diff(_ result: DiffResult, from: String, to: String) -> String {
    let text = style.heading("\(from) → \(to)") + "\n"
    guard result.changed else { return text + "  " + style.dim("no differences") + "\n" }
    var columns = TextColumns(indent: "  ")
    for node in result.added {
      columns.append(row("added", node.id, "\(node.view)" + (node.frame.map { " " + frameText($0) } ?? "")))
    }
    for node in result.removed {
      columns.append(row("removed", node.id, "\(node.view)" + (node.frame.map { " " + frameText($0) } ?? "")))
    }
    for change in result.resized {
      columns.append(row("resized", change.node, "\(sizeText(change.before)) → \(sizeText(change.after))"))
    }
    for change in result.moved {
      var detail = "\(originText(change.before)) → \(originText(change.after))"
      if change.parentBefore != change.parentAfter {
        detail += " (parent \(parentText(change.parentBefore)) → \(parentText(change.parentAfter)))"
      }
      columns.append(row("moved", change.node, detail))
    }
    for change in result.texts {
      columns.append(row("text", change.node, "\(quoted(change.before)) → \(quoted(change.after))"))
    }
    for change in result.layers {
      columns.append(row("layer", "\(change.node) \(change.layer)", layerText(change)))
    }
    for change in result.preferences {
      columns.append(
        row("preference", change.node, "\(change.key) \(valueText(change.before)) → \(valueText(change.after))"))
    }
    for change in result.state {
      columns.append([
        .init("state"), .init(change.name),
        .init("\(valueText(change.before)) → \(valueText(change.after))", style: style.changed),
      ])
    }
    return text + columns.rendered()
  }

  private func row(_ kind: String, _ node: String, _ detail: String) -> [TextColumns.Cell] {
    [.init(kind), .init(ValueText.node(node), style: style.node), .init(detail, style: style.changed)]
  }

  /// `summary`'s change, then each other changed aspect: `proposal 175×361.5 → 79.333×361.5`.
  private func layerText(_ change: LayerChange) -> String {
    guard let before = change.before, let after = change.after else {
      let layer = change.after ?? change.before
      return (change.after == nil ? "removed " : "added ")
        + (layer.map { "\($0.summary) \(frameText($0.frame))" } ?? "")
    }
    var parts: [String] = []
    for aspect in change.changed {
      switch aspect {
      case "summary": parts.append("\(before.summary) → \(after.summary)")
      case "proposal": parts.append("proposal \(proposalText(before.proposal)) → \(proposalText(after.proposal))")
      case "size": parts.append("size \(sizeText(before.frame)) → \(sizeText(after.frame))")
      case "position": parts.append("at \(originText(before.frame)) → \(originText(after.frame))")
      default: parts.append(aspect)
      }
    }
    let details = parts.joined(separator: "; ")
    return change.changed.contains("summary") ? details : "\(after.summary): \(details)"
  }

  private func sizeText(_ frame: FrameValue) -> String {
    NumberText.size(width: frame.width, height: frame.height)
  }

  private func originText(_ frame: FrameValue) -> String {
    "(\(NumberText.format(frame.x)), \(NumberText.format(frame.y)))"
  }

  private func frameText(_ frame: FrameValue) -> String {
    NumberText.frame(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
  }

  private func proposalText(_ proposal: ProposalValue) -> String {
    NumberText.proposal(width: proposal.width.value, height: proposal.height.value)
  }

  private func parentText(_ parent: String?) -> String {
    parent.map(ValueText.node) ?? "none"
  }

  private func quoted(_ text: String?) -> String {
    text.map { JSONSerializer.serialize(.string($0)) } ?? "no text"
  }

  /// A value, or `none` when absent (no value reached the node, or the variable did not exist).
  private func valueText(_ value: JSONValue?) -> String {
    value.map { ValueText.format($0) } ?? "none"
  }
}
