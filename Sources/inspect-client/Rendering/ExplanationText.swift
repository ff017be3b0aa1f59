import InspectorProtocol
import JSONCore
import LayoutPicture

/// The text form of `layout/explain`: the question, the value before and after, the causal chain from the
/// value back to its root cause (one numbered line per link), and the daemon's summary sentence.
struct ExplanationText {
  /// Colours, or none.
  var style: TextStyle

  /// The explanation.
  func explanation(_ result: ExplainResult) -> String {
    let dimension = result.dimension.rawValue
    let after = NumberText.format(result.after)
    let question: String
    switch result.dimension {
    case .width: question = "Why is \(ValueText.node(result.node)) \(after) wide?"
    case .height: question = "Why is \(ValueText.node(result.node)) \(after) high?"
    case .x, .y: question = "Why is \(ValueText.node(result.node)) at \(dimension) = \(after)?"
    }
    var text = style.heading(question)
    if result.changed, let before = result.before {
      text += " \(dimension) " + style.changed("\(NumberText.format(before)) → \(after)")
    } else {
      text += " (unchanged)"
    }
    if let from = result.from, from.version == result.to.version, let fromPass = from.pass, let toPass = result.to.pass
    {
      text += style.dim(" in version \(from.version), pass \(fromPass) → \(toPass)")
    } else if let from = result.from {
      text += style.dim(" from \(point(from)) to \(point(result.to))")
    } else {
      text += style.dim(" at \(point(result.to))")
    }
    text += "\n\n"
    var columns = TextColumns(indent: "  ")
    for (number, cause) in result.chain.enumerated() {
      var change = ""
      if let before = cause.before, let after = cause.after {
        change = "\(ValueText.format(before)) → \(ValueText.format(after))"
      } else if let after = cause.after {
        change = ValueText.format(after)
      }
      var subject = cause.node.map(ValueText.node) ?? ""
      if let layer = cause.layer { subject += " layer \(layer)" }
      columns.append([
        .init("\(number + 1)", style: style.dim), .init(cause.kind, style: style.dim),
        .init(subject, style: style.node), .init(change, style: style.changed), .init(cause.detail),
      ])
    }
    text += columns.rendered()
    text += "\n" + HelpText.wrap(result.summary, indent: 2) + "\n"
    return text
  }

  /// `version 1, pass 2`, or `version 2` when the pass is the version's last.
  func point(_ point: VersionPoint) -> String {
    guard let pass = point.pass else { return "version \(point.version)" }
    return "version \(point.version), pass \(pass)"
  }
}
