extension Value: CustomStringConvertible, CustomDebugStringConvertible {
  /// What `print(value)` and `"\(value)"` show, as Swift on Apple platforms shows it: `71.33333333333333`,
  /// `39.0`, `(39.0, 20.333333333333332)` for a `CGSize`, `(0.0, 0.0, 10.0, 10.0)` for a `CGRect`,
  /// `Optional(71.33333333333333)`, `nil`, `[38.666666666666664, 71.33333333333333]`, strings without quotes,
  /// `BoundsAnchor(anchor: nil)`.
  public var description: String { formatted(debug: false, moduleName: nil) }

  /// What Swift shows for the value inside a collection, an optional or a struct (`debugPrint`): strings in
  /// quotes with escapes, `Range(0..<3)`.
  public var debugDescription: String { formatted(debug: true, moduleName: nil) }

  /// The description, with struct names inside collections, optionals and structs qualified by `moduleName`
  /// as Swift qualifies them (`[MyApp.BoundsAnchor(anchor: nil)]`); nil leaves them unqualified because the
  /// app's module name is not known.
  ///
  /// Anchors, bindings and host objects have no faithful Swift description (Swift shows internal storage);
  /// they print as `Anchor<CGRect>((x, y, w, h))`, `Binding<CGFloat?>(name)` and the host's description.
  public func printDescription(moduleName: String? = nil) -> String {
    formatted(debug: false, moduleName: moduleName)
  }

  func formatted(debug: Bool, moduleName: String?) -> String {
    switch self {
    case .void: return "()"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value), .cgFloat(let value): return value.description
    case .string(let value): return debug ? value.debugDescription : value
    case .size(let size): return "(\(size.width), \(size.height))"
    case .point(let point): return "(\(point.x), \(point.y))"
    case .rect(let rect):
      return "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
    case .anchor(let anchor):
      switch anchor.geometry {
      case .rect(let rect): return "Anchor<CGRect>(\(Value.rect(rect).formatted(debug: true, moduleName: nil)))"
      case .point(let point):
        return "Anchor<CGPoint>(\(Value.point(point).formatted(debug: true, moduleName: nil)))"
      }
    case .some(let wrapped): return "Optional(\(wrapped.formatted(debug: true, moduleName: moduleName)))"
    case .none: return "nil"
    case .array(let array):
      return "[" + array.elements.map { $0.formatted(debug: true, moduleName: moduleName) }.joined(separator: ", ")
        + "]"
    case .range(let range):
      let text = "\(range.lowerBound)\(range.isClosed ? "..." : "..<")\(range.upperBound)"
      guard debug else { return text }
      return (range.isClosed ? "ClosedRange(" : "Range(") + text + ")"
    case .structure(let value):
      var name = value.typeName
      if debug, let moduleName { name = moduleName + "." + name }
      let fields = value.fields.map { "\($0.name): \($0.value.formatted(debug: true, moduleName: moduleName))" }
      return name + "(" + fields.joined(separator: ", ") + ")"
    case .binding(let binding): return "Binding<\(binding.valueType)>(\(binding.variable))"
    case .hostObject(let reference): return reference.object.objectDescription
    case .implicitMember(let member):
      guard let arguments = member.arguments else { return "." + member.name }
      let list = arguments.map { argument in
        (argument.label.map { $0 + ": " } ?? "") + argument.value.formatted(debug: true, moduleName: moduleName)
      }
      return "." + member.name + "(" + list.joined(separator: ", ") + ")"
    }
  }
}
