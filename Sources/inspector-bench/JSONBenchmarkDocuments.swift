import JSONCore

/// The inputs of the JSON benchmarks and the typed models both decoders fill.
enum JSONBenchmarkDocuments {
  /// A typical 1.2 KB request: the same text as `../shared/peers/json_parse_bench.swift`, so the figures
  /// compare with perf-anchors.md §3.
  static let request = """
    {"jsonrpc":"2.0","id":12345,"method":"layout/inspect","params":{"document":"file:///workspace/Sources/App/Views/ContentView.swift","proposal":{"width":390,"height":844},"options":{"includeFrames":true,"includePreferences":true,"maxDepth":64,"fontScale":1.0,"locale":"en_US"},"tree":{"type":"VStack","spacing":8,"alignment":"leading","children":[{"type":"Text","text":"Account settings","font":{"name":"Inter","size":22,"weight":"semibold"}},{"type":"HStack","spacing":12,"children":[{"type":"Text","text":"Name","font":{"name":"Inter","size":17,"weight":"regular"}},{"type":"TextField","text":"Jane Appleseed","frame":{"minWidth":120,"maxWidth":1e9}}]},{"type":"HStack","spacing":12,"children":[{"type":"Text","text":"Email","font":{"name":"Inter","size":17,"weight":"regular"}},{"type":"TextField","text":"jane@example.com","frame":{"minWidth":120,"maxWidth":1e9}}]},{"type":"HStack","spacing":12,"children":[{"type":"Text","text":"Phone","font":{"name":"Inter","size":17,"weight":"regular"}},{"type":"TextField","text":"+1 555 0100","frame":{"minWidth":120,"maxWidth":1e9}}]},{"type":"Spacer","padding":16},{"type":"Text","text":"Changes are saved automatically.","font":{"name":"Inter","size":13,"weight":"light"}}]}}}
    """

  /// A request carrying a view tree of about `targetBytes` bytes: rows of labels and fields, grouped in
  /// stacks four levels deep, like a large form; deterministic.
  static func tree(targetBytes: Int = 1 << 20) -> String {
    var counter = 0
    func node(_ type: String, _ extra: JSONObject = [:], children: [JSONValue]? = nil) -> JSONValue {
      counter += 1
      var object: JSONObject = ["id": .string("n\(counter)"), "type": .string(type)]
      for (key, value) in extra { object[key] = value }
      if let children { object["children"] = .array(children) }
      return .object(object)
    }
    func row(_ index: Int) -> JSONValue {
      node(
        "HStack", ["spacing": 12, "alignment": "firstTextBaseline"],
        children: [
          node(
            "Text",
            [
              "text": .string("Label \(index) — café"), "font": ["name": "Inter", "size": 17, "weight": "regular"],
              "frame": ["width": .double(72.5 + Double(index % 7)), "alignment": "trailing"],
            ]),
          node("TextField", ["text": .string("value \(index)"), "frame": ["minWidth": 120, "maxWidth": 1e9]]),
        ])
    }
    var sections: [JSONValue] = []
    var size = 0
    var rowIndex = 0
    while size < targetBytes {
      let rows = (0..<8).map { _ -> JSONValue in
        rowIndex += 1
        return row(rowIndex)
      }
      let group = node("VStack", ["spacing": 8, "alignment": "leading", "padding": 16.5], children: rows)
      let section = node("Section", ["header": .string("Section \(sections.count)")], children: [group])
      sections.append(section)
      size += JSONSerializer.serializeToBytes(section).count + 1
    }
    let root = node("Form", ["spacing": 0], children: sections)
    let request: JSONValue = [
      "jsonrpc": "2.0", "id": 1, "method": "tree/open",
      "params": ["uri": "file:///workspace/Big.swift", "proposal": ["width": 390, "height": 844], "tree": root],
    ]
    return JSONSerializer.serialize(request)
  }

  /// The typed model of the 1 KB request (the same shape as the peer benchmark's).
  struct InspectRequest: Codable, Sendable {
    struct Size: Codable, Sendable {
      var width: Double
      var height: Double
    }

    struct Options: Codable, Sendable {
      var includeFrames: Bool
      var includePreferences: Bool
      var maxDepth: Int
      var fontScale: Double
      var locale: String
    }

    struct Params: Codable, Sendable {
      var document: String
      var proposal: Size
      var options: Options
      var tree: ViewNode
    }

    var jsonrpc: String
    var id: Int
    var method: String
    var params: Params
  }

  /// The typed model of the tree request.
  struct TreeRequest: Codable, Sendable {
    struct Params: Codable, Sendable {
      var uri: String
      var proposal: InspectRequest.Size
      var tree: ViewNode
    }

    var jsonrpc: String
    var id: Int
    var method: String
    var params: Params
  }

  /// A view node of either document.
  struct ViewNode: Codable, Sendable {
    struct Font: Codable, Sendable {
      var name: String
      var size: Double
      var weight: String
    }

    struct Frame: Codable, Sendable {
      var width: Double?
      var minWidth: Double?
      var maxWidth: Double?
      var alignment: String?
    }

    var id: String?
    var type: String
    var spacing: Double?
    var alignment: String?
    var text: String?
    var header: String?
    var font: Font?
    var frame: Frame?
    var padding: Double?
    var children: [ViewNode]?
  }
}
