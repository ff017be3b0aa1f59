extension Value: CustomStringConvertible, CustomDebugStringConvertible {
  /// What `print(value)` and `"\(value)"` show, as Swift on Apple platforms shows it: `71.33333333333333`,
  /// `39.0`, `(39.0, 20.333333333333332)` for a `CGSize`, `(0.0, 0.0, 10.0, 10.0)` for a `CGRect`,
  /// `Optional(71.33333333333333)`, `nil`, `[38.666666666666664, 71.33333333333333]`, strings without quotes,
  /// `BoundsAnchor(anchor: nil)`, a UUID as its `uuidString` (without quotes everywhere), an enum case by its
  /// name (`all`; `Filter.all` inside a collection, an optional or a struct).
  public var description: String { formatted(debug: false, moduleName: nil) }

  /// What Swift shows for the value inside a collection, an optional or a struct (`debugPrint`): strings in
  /// quotes with escapes, `Range(0..<3)`.
  public var debugDescription: String { formatted(debug: true, moduleName: nil) }

  /// The description, with struct and enum names inside collections, optionals and structs qualified by
  /// `moduleName` as Swift qualifies them (`[MyApp.BoundsAnchor(anchor: nil)]`, `[MyApp.Filter.all]`); nil
  /// leaves them unqualified because the app's module name is not known.
  ///
  /// Anchors, bindings and host objects have no faithful Swift description (Swift shows internal storage);
  /// they print as `Anchor<CGRect>((x, y, w, h))`, `Binding<CGFloat?>(name)` and the host's description.
  public func printDescription(moduleName: String? = nil) -> String {
    formatted(debug: false, moduleName: moduleName)
  }

  /// The description, or nil when it would be longer than `maxBytes` bytes of UTF-8; it is built only that far.
  public func printDescription(moduleName: String? = nil, maxBytes: Int) -> String? {
    formatted(debug: false, moduleName: moduleName, maxBytes: maxBytes)
  }

  /// The most bytes of UTF-8 the description of a number, a truth value, a size, a point or a rect, or of an optional
  /// of one, can take, whatever its numbers (a `Double`'s shortest round-trip digits take at most 24 bytes, an
  /// `Int`'s 20: 32 a number); nil for every other value, whose description only building it bounds. A caller that
  /// needs the description only to check it against a limit at least this long can skip building it.
  /// Optionals are unwrapped in a loop, not by recursion (`Optional(` and `)` take 10 bytes each level).
  public var descriptionBytesBound: Int? {
    var value = self
    var wrappers = 0
    while case .some(let wrapped) = value {
      value = wrapped
      wrappers += 1
    }
    let bound: Int
    switch value {
    case .bool, .int, .double, .cgFloat: bound = Self.numberDescriptionBytes
    case .size, .point: bound = 2 * Self.numberDescriptionBytes + 4
    case .rect: bound = 4 * Self.numberDescriptionBytes + 8
    case .none: bound = 3
    default: return nil
    }
    return bound + 10 * wrappers
  }

  /// The bound `descriptionBytesBound` gives one number's description.
  private static let numberDescriptionBytes = 32

  func formatted(debug: Bool, moduleName: String?) -> String {
    formatted(debug: debug, moduleName: moduleName, maxBytes: Int.max) ?? ""
  }

  /// The description, or nil as soon as it would pass `maxBytes` bytes of UTF-8: what is built never grows
  /// past that, so describing an array that repeats one large string a thousand times fails early instead of
  /// allocating a thousand copies.
  func formatted(debug: Bool, moduleName: String?, maxBytes: Int) -> String? {
    var writer = ValueDescriptionWriter(moduleName: moduleName, maxBytes: maxBytes)
    writer.write(self, debug: debug)
    return writer.overflowed ? nil : writer.text
  }
}
