import JSONCore

/// An expectations file for `check`: selectors mapped to facts the matching nodes must have, plus `$tree` for
/// facts about the whole tree.
///
///     {
///       "#user-label": {"width": 79.333, "height": 20.333},
///       "#form": {"preferences": {"MaxLabelWidth": 79.333}},
///       "Text": {"count": 2, "layers": {"0": {"width": 40.333}}},
///       "$tree": {"converged": true, "passes": 2, "state": {"labelWidth": 79.333}}
///     }
///
/// Node facts: `width`, `height`, `x`, `y` (the outermost layer's frame in root coordinates), `size`
/// (`{"width", "height"}`), `frame` (`{"x", "y", "width", "height"}`), `proposal` (`{"width", "height"}`,
/// `null` for unspecified), `text`, `view`, `count` (how many nodes the selector matches; 0 asserts none),
/// `preferences` (key → value visible at the node), and `layers` (a layer index or name → `width`, `height`,
/// `size`, `proposal`). Tree facts: `converged`, `passes`, `rootSize`, `state` (name → value).
/// Every file problem is reported with the file's name and the JSON path of the bad member.
struct Expectations {
  /// The facts of one selector.
  struct Entry {
    /// The selector, or `$tree`.
    var selector: String
    /// The facts, by name, in file order.
    var facts: [(name: String, expected: JSONValue)]
  }

  /// The facts a node selector may assert.
  static let nodeFacts = [
    "width", "height", "x", "y", "size", "frame", "proposal", "text", "view", "count", "preferences", "layers",
  ]
  /// The facts a layer may assert.
  static let layerFacts = ["width", "height", "size", "proposal"]
  /// The facts `$tree` may assert.
  static let treeFacts = ["converged", "passes", "rootSize", "state"]
  /// The selector of tree facts.
  static let treeSelector = "$tree"

  /// The entries in file order.
  var entries: [Entry]

  /// Parses and checks the shape of an expectations document read from `name`.
  init(_ document: JSONValue, name: String) throws(CommandError) {
    guard case .object(let object) = document else {
      throw Self.problem(name, .root, "expected an object mapping selectors to facts, found \(document.typeName)")
    }
    var entries: [Entry] = []
    for (selector, value) in object {
      let path = JSONPath.root.key(selector)
      guard case .object(let factObject) = value else {
        throw Self.problem(name, path, "expected an object of facts, found \(value.typeName)")
      }
      let allowed = selector == Self.treeSelector ? Self.treeFacts : Self.nodeFacts
      var facts: [(String, JSONValue)] = []
      for (fact, expected) in factObject {
        try Self.check(fact, allowed: allowed, path: path.key(fact), file: name)
        if fact == "layers" {
          guard case .object(let layers) = expected else {
            throw Self.problem(name, path.key(fact), "expected an object of layers")
          }
          for (layer, layerFacts) in layers {
            let layerPath = path.key(fact).key(layer)
            guard case .object(let members) = layerFacts else {
              throw Self.problem(name, layerPath, "expected an object of layer facts")
            }
            for key in members.keys {
              try Self.check(
                key, allowed: Self.layerFacts, path: layerPath.key(key), file: name)
            }
          }
        }
        if fact == "count", expected.integerValue == nil {
          throw Self.problem(name, path.key(fact), "expected an integer")
        }
        facts.append((fact, expected))
      }
      entries.append(Entry(selector: selector, facts: facts))
    }
    self.entries = entries
  }

  private static func check(_ fact: String, allowed: [String], path: JSONPath, file: String) throws(CommandError) {
    guard !allowed.contains(fact) else { return }
    var message = "unknown fact '\(fact)'; expected one of \(allowed.joined(separator: ", "))"
    if let near = NameSuggestion.closest(to: fact, among: allowed) { message += ". Did you mean '\(near)'?" }
    throw problem(file, path, message)
  }

  private static func problem(_ file: String, _ path: JSONPath, _ message: String) -> CommandError {
    CommandError.usage("\(file) is not a valid expectations file.", details: ["\(file): \(path): \(message)"])
  }
}
