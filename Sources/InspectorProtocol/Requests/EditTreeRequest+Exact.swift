import JSONCore

extension EditTreeRequest: JSONExactDecodable {
  /// Reads the request's plain form as an editor sends it on each keystroke: a string `uri`, an integer `version` and
  /// `edits` that each read plainly (`Edit.init(exactly:)`); anything else is left to the `Decodable` conformance.
  ///
  /// The bridge's containers cost the reader about 33,000 instructions an edit, most of them the runtime's look-ups
  /// of generic metadata (Benchmarks/daemon.md, session 48).
  public init?(exactly json: JSONValue) {
    guard case .object(let object) = json, case .string(let uri)? = object["uri"],
      case .integer(let number)? = object["version"], let version = Int(exactly: number),
      case .array(let items)? = object["edits"]
    else { return nil }
    var edits: [Edit] = []
    edits.reserveCapacity(items.count)
    for item in items {
      guard let edit = Edit(exactly: item) else { return nil }
      edits.append(edit)
    }
    self.init(uri: uri, version: version, edits: edits)
  }
}
