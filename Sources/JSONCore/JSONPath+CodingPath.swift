extension JSONPath {
  /// The path of the value that `codingPath` leads to from the value at `base`: array positions (keys of
  /// `JSONIndexKey`) are index steps, every other key a member step.
  init(_ codingPath: [any CodingKey], below base: JSONPath) {
    var path = base
    for key in codingPath {
      path = (key as? JSONIndexKey).map { path.index($0.index) } ?? path.key(key.stringValue)
    }
    self = path
  }
}
