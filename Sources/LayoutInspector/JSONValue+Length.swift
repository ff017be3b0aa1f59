import JSONCore

extension JSONValue {
  /// The number as a `LayoutValue`, which compares within 0.001 pt; nil for anything but a number.
  ///
  ///     #expect(try await form.preference("MaxLabelWidth", at: "#form")?.length == 79.333)
  public var length: LayoutValue? {
    switch self {
    case .double(let value): return LayoutValue(value)
    case .integer(let value): return LayoutValue(Double(value))
    default: return nil
    }
  }
}
