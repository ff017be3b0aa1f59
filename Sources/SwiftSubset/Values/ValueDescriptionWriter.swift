/// Builds a value's description piece by piece, stopping once it would pass its byte limit. Recursion follows
/// the value's nesting, which its type bounds.
struct ValueDescriptionWriter {
  let moduleName: String?
  let maxBytes: Int
  var text = ""
  var overflowed = false

  init(moduleName: String?, maxBytes: Int) {
    self.moduleName = moduleName
    self.maxBytes = maxBytes
  }

  /// Appends `piece` when it fits; marks the description overflowed otherwise.
  mutating func append(_ piece: String) {
    guard !overflowed else { return }
    guard piece.utf8.count <= maxBytes - text.utf8.count else {
      overflowed = true
      return
    }
    text += piece
  }

  mutating func write(_ value: Value, debug: Bool) {
    guard !overflowed else { return }
    switch value {
    case .void: append("()")
    case .bool(let flag): append(flag ? "true" : "false")
    case .int(let number): append(String(number))
    case .double(let number), .cgFloat(let number): append(number.description)
    case .string(let string):
      // The escaped form is at least as long as the string and its quotes: check before making it.
      guard !debug else {
        if string.utf8.count + 2 > maxBytes - text.utf8.count {
          overflowed = true
        } else {
          append(string.debugDescription)
        }
        return
      }
      append(string)
    case .size(let size): append("(\(size.width), \(size.height))")
    case .point(let point): append("(\(point.x), \(point.y))")
    case .rect(let rect):
      append("(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))")
    case .uuid(let uuid): append(uuid.uuidString)
    case .anchor(let anchor):
      switch anchor.geometry {
      case .rect(let rect):
        append("Anchor<CGRect>(")
        write(.rect(rect), debug: true)
      case .point(let point):
        append("Anchor<CGPoint>(")
        write(.point(point), debug: true)
      }
      append(")")
    case .some(let wrapped):
      append("Optional(")
      write(wrapped, debug: true)
      append(")")
    case .none: append("nil")
    case .array(let array):
      append("[")
      for (index, element) in array.elements.enumerated() {
        if overflowed { return }
        if index > 0 { append(", ") }
        write(element, debug: true)
      }
      append("]")
    case .range(let range):
      let bounds = "\(range.lowerBound)\(range.isClosed ? "..." : "..<")\(range.upperBound)"
      append(debug ? (range.isClosed ? "ClosedRange(" : "Range(") + bounds + ")" : bounds)
    case .structure(let structure):
      var name = structure.typeName
      if debug, let moduleName { name = moduleName + "." + name }
      append(name + "(")
      for (index, field) in structure.fields.enumerated() {
        if overflowed { return }
        if index > 0 { append(", ") }
        append(field.name + ": ")
        write(field.value, debug: true)
      }
      append(")")
    case .enumCase(let value):
      if debug { append((moduleName.map { $0 + "." } ?? "") + value.typeName + ".") }
      append(value.caseName)
    case .binding(let binding): append("Binding<\(binding.valueType)>(\(binding.variable))")
    case .hostObject(let reference): append(reference.object.objectDescription)
    case .implicitMember(let member):
      append("." + member.name)
      guard let arguments = member.arguments else { return }
      append("(")
      for (index, argument) in arguments.enumerated() {
        if overflowed { return }
        if index > 0 { append(", ") }
        if let label = argument.label { append(label + ": ") }
        write(argument.value, debug: true)
      }
      append(")")
    }
  }
}
