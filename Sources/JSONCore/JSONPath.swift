/// A location inside a JSON value: `$.root.content[0].modifiers[1].frame.width` in a tree document,
/// `params.edits[2].setText.node` in a request.
///
/// The one path type of the package: the tree decoder, the edits, the provenance records, the `Codable` bridge's
/// errors, the daemon's request paths and the command line's messages all make and print paths with it, so a
/// path printed anywhere reads (and parses, `init?(parsing:)`) the same way everywhere.
///
/// A path is a root name and steps. The root name is `$` for a document's root (`JSONPath.root`), the name of
/// the value in its message for a member of a request or a reply (`params`, `result`), or empty for a value
/// with no name. Steps print as `.name` for a key that is an ASCII identifier (`[A-Za-z_$][A-Za-z0-9_$]*`), as
/// a JSON string in brackets for any other key (`["odd key"]`, `["#user"]`), and as `[n]` for an array index.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, Comparable {
  /// One step into a JSON value.
  public enum Component: Hashable, Sendable {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
  }

  /// What the path starts from: `$`, a name such as `params`, or empty.
  public var rootName: String
  /// The steps from the root.
  public private(set) var components: [Component]

  /// Creates a path from its root name and steps.
  public init(rootName: String = "$", _ components: [Component] = []) {
    self.rootName = rootName
    self.components = components
  }

  /// A document's root, `$`.
  public static let root = JSONPath()

  /// The path one `step` further.
  public func appending(_ step: Component) -> JSONPath {
    var copy = self
    copy.components.append(step)
    return copy
  }

  /// The path of member `key` of the value at this path.
  public func key(_ key: String) -> JSONPath {
    appending(.key(key))
  }

  /// The path of element `index` of the array at this path.
  public func index(_ index: Int) -> JSONPath {
    appending(.index(index))
  }

  /// The path of the value that holds this one; the root's parent is the root.
  public var parent: JSONPath {
    JSONPath(rootName: rootName, Array(components.dropLast()))
  }

  /// The last step's key, when the last step is a key (`frame` for `$.root.modifiers[1].frame`).
  public var lastKey: String? {
    guard case .key(let key)? = components.last else { return nil }
    return key
  }

  /// Whether `other` is this path or lies inside the value at this path (from the same root).
  public func isPrefix(of other: JSONPath) -> Bool {
    other.rootName == rootName && other.components.count >= components.count
      && other.components.prefix(components.count).elementsEqual(components)
  }

  /// This path's steps after `prefix`'s, from `prefix`'s root: re-roots a path found in a fragment (an edit's
  /// view, a tree inside a request) at the place the fragment came from.
  public func rebased(onto prefix: JSONPath) -> JSONPath {
    JSONPath(rootName: prefix.rootName, prefix.components + components)
  }

  /// The steps after `prefix`'s, from a root with no name; nil when `prefix` is not a prefix of this path. The
  /// inverse of `rebased(onto:)`: `params.tree.root.content[0]` relative to `params.tree` is `root.content[0]`.
  public func relative(to prefix: JSONPath) -> JSONPath? {
    guard prefix.isPrefix(of: self) else { return nil }
    return JSONPath(rootName: "", Array(components.dropFirst(prefix.components.count)))
  }

  /// The root name, then each step: `.name`, `["odd key"]` or `[n]`.
  public var description: String {
    var text = rootName
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key):
        if text.isEmpty, Self.isIdentifier(key), key.utf8.first != UInt8(ascii: "$") {
          text = key
        } else if !text.isEmpty, Self.isIdentifier(key) {
          text += "." + key
        } else {
          text += "[" + JSONSerializer.serialize(.string(key)) + "]"
        }
      }
    }
    return text
  }

  /// Orders paths by their text, so diagnostics sort deterministically.
  public static func < (lhs: JSONPath, rhs: JSONPath) -> Bool {
    lhs.description < rhs.description
  }

  /// Whether `name` prints after a dot: an ASCII identifier, `$` allowed.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, !isDigit(first) else { return false }
    return name.utf8.allSatisfy { isIdentifierByte($0) }
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
      UInt8(ascii: "$"):
      return true
    default:
      return isDigit(byte)
    }
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
