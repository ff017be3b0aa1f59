import JSONCore

/// One item of a translated content list: a view node, or an `if` item.
enum OutputItem {
  case node(OutputNode)
  case condition(OutputCondition)

  /// The node itself, or the first node of a condition's branches.
  var firstNode: OutputNode? {
    switch self {
    case .node(let node): return node
    case .condition(let condition):
      return (condition.then + (condition.otherwise ?? [])).lazy.compactMap(\.firstNode).first
    }
  }
}

/// `{"if": …, "then": […], "else": […]}` of the tree format.
struct OutputCondition {
  /// `true`/`false` or a Swift `Bool` expression.
  var condition: OutputValue
  /// The items when it holds.
  var then: [OutputItem]
  /// The items otherwise (nil: no `else`).
  var otherwise: [OutputItem]?
  /// The `if`, `switch` case or ternary it comes from.
  var anchor: SourceAnchor
}
