import JSONCore

/// How explanations name things: numbers in the records' compact notation (`71.333`), nodes by type and id
/// (`VStack #form`, `GeometryReader in the background of #user-label`), layers as SwiftUI spells them with
/// their arguments as written (`frame(width: labelWidth, alignment: .trailing)`), and reductions
/// (`the max of [40.333 (#user-label), 79.333 (#password-label)]`).
enum ExplanationWording {
  /// The most contributors a reduction lists by value; the rest are counted.
  static let maxListedContributors = 8

  /// `71.333`, `nil`.
  static func number(_ value: Double?) -> String {
    LayoutNumber.format(value)
  }

  /// `width` or `height`.
  static func length(_ axis: Axis) -> String {
    axis == .horizontal ? "width" : "height"
  }

  /// A plain JSON value as a person reads it: numbers compact, `nil`, strings quoted, sizes as `39 × 20.333`.
  static func value(_ json: JSONValue) -> String {
    switch json {
    case .null: return "nil"
    case .integer(let number): return String(number)
    case .double(let number): return number.isFinite ? LayoutNumber.format(number) : String(number)
    case .string(let text): return JSONSerializer.serialize(.string(text))
    case .bool(let flag): return flag ? "true" : "false"
    case .array(let elements):
      let shown = elements.prefix(maxListedContributors).map(value)
      return "[" + shown.joined(separator: ", ") + (elements.count > maxListedContributors ? ", …" : "") + "]"
    case .object(let object):
      if let width = object["width"]?.doubleValue, let height = object["height"]?.doubleValue, object.count == 2 {
        return "\(number(width)) × \(number(height))"
      }
      let text = JSONSerializer.serialize(json)
      return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }
  }

  /// Whether `id` is a client-given id rather than one derived from the node's place (`root` is the derived id of
  /// a root without one, which every derived id of its tree starts with, so it names no view in particular).
  static func isExplicit(_ id: String) -> Bool {
    !id.utf8.contains(UInt8(ascii: "/")) && id != NodeID.rootID
  }

  /// `VStack #form`, `Text #user-label`, `GeometryReader in the background of #user-label`.
  static func node(_ id: String, in layout: LayoutPass) -> String {
    guard let node = layout.node(id) else { return "#\(id)" }
    if !isExplicit(id), let host = node.hostLayer, let parentID = node.parentID, let parent = layout.node(parentID),
      parent.layers.indices.contains(host)
    {
      return "\(node.viewType) in the \(parent.layers[host].kind.name) of #\(parentID)"
    }
    return "\(node.viewType) #\(id)"
  }

  /// The view a measurement or a preference value at `id` stands for: the nearest node around it with a
  /// client-given id, or the view whose modifier (a `background`, an `overlay`) holds it, whichever comes first
  /// (`user-label`, or `root/HStack1/Text0` for the label a `GeometryReader` in its background measures); else `id`.
  static func namedNode(_ id: String, in layout: LayoutPass) -> String {
    var current = layout.node(id)
    var steps = 0
    while let node = current, steps <= layout.nodes.count {
      if isExplicit(node.id) { return node.id }
      if node.hostLayer != nil, let parentID = node.parentID { return parentID }
      current = node.parentID.flatMap { layout.node($0) }
      steps += 1
    }
    return id
  }

  /// The layer as SwiftUI spells it: the bare view with its resolved arguments (`Text("User:")`), a modifier with
  /// its arguments as written (`frame(width: labelWidth, alignment: .trailing)`).
  static func layer(_ address: LayerID, in layout: LayoutPass) -> String {
    guard let record = layout.layer(address) else { return "\(address)" }
    return spelling(of: record)
  }

  /// The layer as the subject of a sentence: a `Text` with its string (`Text("User:")`), another view by type and
  /// id (`GeometryReader in the background of #user-label`), a modifier as written.
  static func subject(_ address: LayerID, in layout: LayoutPass) -> String {
    guard address.layer == 0, let record = layout.layer(address), case .view(let type) = record.kind, type != "Text"
    else { return layer(address, in: layout) }
    return node(address.node, in: layout)
  }

  /// See `layer(_:in:)`.
  static func spelling(of record: LayerRecord) -> String {
    guard let modifier = record.modifier else { return record.summary }
    switch modifier.kind {
    case .frame(let width, let height, let alignment):
      var parts: [String] = []
      if width != .unspecified { parts.append("width: \(width)") }
      if height != .unspecified { parts.append("height: \(height)") }
      if alignment != .center { parts.append("alignment: \(alignment)") }
      return "frame(\(parts.joined(separator: ", ")))"
    case .flexFrame(let bounds):
      let labelled: [(String, NumericArgument)] = [
        ("minWidth", bounds.minWidth), ("idealWidth", bounds.idealWidth), ("maxWidth", bounds.maxWidth),
        ("minHeight", bounds.minHeight), ("idealHeight", bounds.idealHeight), ("maxHeight", bounds.maxHeight),
      ]
      var parts = labelled.filter { $0.1 != .unspecified }.map { "\($0.0): \($0.1)" }
      if bounds.alignment != .center { parts.append("alignment: \(bounds.alignment)") }
      return "frame(\(parts.joined(separator: ", ")))"
    case .padding(let top, let leading, let bottom, let trailing):
      return padding(top: top, leading: leading, bottom: bottom, trailing: trailing) ?? record.summary
    default:
      return record.summary
    }
  }

  /// `padding(4)`, `padding(.horizontal, 4)`, `padding(EdgeInsets(…))`; nil for the default insets (the resolved
  /// spelling, `padding(16)`, says more).
  private static func padding(
    top: NumericArgument, leading: NumericArgument, bottom: NumericArgument, trailing: NumericArgument
  ) -> String? {
    if [top, leading, bottom, trailing].allSatisfy({ $0 == .unspecified }) { return nil }
    if top == leading, leading == bottom, bottom == trailing { return "padding(\(top))" }
    let zero = NumericArgument.literal(0)
    func edges(_ name: String, _ length: NumericArgument) -> String {
      length == .unspecified ? "padding(.\(name))" : "padding(.\(name), \(length))"
    }
    if top == zero, bottom == zero, leading == trailing { return edges("horizontal", leading) }
    if leading == zero, trailing == zero, top == bottom { return edges("vertical", top) }
    return "padding(EdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing)))"
  }

  /// `frame(width: labelWidth)`: the modifier with only the argument an expression is written in; a bare view as
  /// resolved (`Text("Toggled 2 times")`).
  static func argument(_ record: LayerRecord, expression: String, path: JSONPath) -> String {
    // A bare view's expressions are its text or arguments: the view as resolved says more than `Text(toggles)`.
    record.modifier == nil ? record.summary : UpdateLoop.modifierText(record, expression: expression, path: path)
  }

  /// `max`, `min`, `sum`, `last`, `first`, `append`, or nil for a `reduce` body this cannot name.
  static func reducerName(_ declaration: PreferenceKeyDeclaration?) -> String? {
    guard let body = declaration?.reduce else { return nil }
    let compact = body.filter { !$0.isWhitespace }
    switch compact {
    case "max", "min", "sum", "last", "first", "append": return compact
    default: break
    }
    if compact.contains("max(") { return "max" }
    if compact.contains("min(") { return "min" }
    if compact.contains("append") { return "append" }
    if compact == "value=nextValue()" { return "last" }
    if compact.contains("+=nextValue()") || compact.contains("value=value+nextValue()") { return "sum" }
    return nil
  }

  /// A length made from children's lengths, in words: "padding(16) adds 32 to its content's 20.333", "HStack
  /// #user-row sums its 2 children (350) and the gaps between them (8)".
  static func composite(_ layer: String, rule: SizeRule, axis: Axis) -> String {
    switch rule {
    case .paddingChildPlusInsets(let child, let insets, _):
      return "\(layer) adds \(number(insets)) to its content's \(number(child))"
    case .stackSum(let children, let gaps, let count, _):
      return "\(layer) sums its \(count) children (\(number(children))) and the gaps between them (\(number(gaps)))"
    case .stackUnion(let value), .zStackLargest(let value), .implicitStack(let value), .listContent(let value):
      let (adjective, superlative) = axis == .horizontal ? ("wide", "widest") : ("high", "tallest")
      return "\(layer) is as \(adjective) as its \(superlative) child, \(number(value))"
    default: return "\(layer): \(rule)"
    }
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `189.667 (#bubble-reply) discarded by reduce, 12 (#badge) hidden by an outer preference`.
  static func lost(_ contributors: [ExplanationLink.Contributor]) -> String {
    contributors.prefix(maxListedContributors).map { contributor in
      let how: String
      switch contributor.fate {
      case .discarded: how = "discarded by reduce"
      case .ignored: how = "ignored by reduce"
      case .hidden: how = "hidden by an outer preference"
      case .failed: how = "lost to a failed reduce"
      default: how = contributor.fate.rawValue
      }
      return "\(value(contributor.value)) (#\(contributor.node)) \(how)"
    }.joined(separator: ", ") + (contributors.count > maxListedContributors ? ", …" : "")
  }

  /// `the max of [40.333 (#user-label), 79.333 (#password-label)]`; discarded and hidden values are marked.
  static func reduction(_ contributors: [ExplanationLink.Contributor], reducer: String?) -> String {
    let shown = contributors.prefix(maxListedContributors).map { contributor -> String in
      let fate = contributor.fate.isLost ? ", \(contributor.fate.rawValue)" : ""
      return "\(value(contributor.value)) (#\(contributor.node)\(fate))"
    }
    let more = contributors.count - shown.count
    let list = "[" + shown.joined(separator: ", ") + (more > 0 ? ", and \(more) more" : "") + "]"
    switch reducer {
    case "max"?, "min"?, "sum"?, "last"?, "first"?: return "the \(reducer ?? "") of \(list)"
    case "append"?: return list + " appended in order"
    default: return "reduce over \(list)"
    }
  }
}
