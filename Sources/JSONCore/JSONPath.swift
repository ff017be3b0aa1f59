import Synchronization

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

  /// A path's last step and the steps before it. Steps are shared: every path made by extending another keeps a
  /// reference to it, so a path one step longer costs one allocation whatever its depth (the paths of a tree
  /// nested thousands of levels deep take memory in proportion to its nodes, not to their depths summed).
  ///
  /// - Important: `parent` is written only by `deinit`, when nothing else references the step it unlinks, and
  ///   `knownDigest` is atomic and only ever holds 0 or the one digest of the steps; that is what makes the
  ///   unchecked `Sendable` conformance sound.
  @usableFromInline final class Step: @unchecked Sendable {
    private(set) var parent: Step?
    @usableFromInline let component: Component
    /// `count`, as 32 bits (each step is an object of its own, so a path has far fewer), stored in the bytes the
    /// component leaves before the digest: a step takes 56 bytes, a 64-byte heap chunk, instead of 64 and 80 (every
    /// node and modifier of a decoded tree keeps a path a few steps longer than its parent's).
    private let storedCount: Int32
    /// `digest` once worked out, 0 before.
    private let knownDigest = Atomic<Int>(0)

    init(parent: Step?, component: Component) {
      self.parent = parent
      self.component = component
      self.storedCount = (parent?.storedCount ?? 0) + 1
    }

    /// The number of steps up to and including this one.
    var count: Int { Int(storedCount) }

    /// The digest if it has been worked out, else 0.
    var digestIfKnown: Int { knownDigest.load(ordering: .relaxed) }

    /// A hash of the steps up to and including this one, so hashing a path costs the same at any depth. Worked
    /// out on first use (most paths, a decoder's and a translator's, are made and printed but never hashed), from
    /// the nearest step before it that has one, in a loop: a path may be as long as a client's tree is deep.
    var digest: Int {
      let known = digestIfKnown
      if known != 0 { return known }
      // Often the steps before have theirs already: then no list is needed.
      let parentDigest = parent?.digestIfKnown ?? 0
      if parent == nil || parentDigest != 0 { return workOutDigest(after: parentDigest) }
      var pending: [Step] = []
      var base = 0
      var step: Step? = self
      while let current = step {
        let digest = current.digestIfKnown
        if digest != 0 {
          base = digest
          break
        }
        pending.append(current)
        step = current.parent
      }
      for current in pending.reversed() { base = current.workOutDigest(after: base) }
      return base
    }

    /// Works out and keeps this step's digest from the digest of the steps before it (0 for none).
    private func workOutDigest(after parentDigest: Int) -> Int {
      var hasher = Hasher()
      hasher.combine(parentDigest)
      hasher.combine(component)
      let value = hasher.finalize()
      let digest = value == 0 ? 1 : value  // 0 stands for "not worked out yet"
      knownDigest.store(digest, ordering: .relaxed)
      return digest
    }

    /// Releases the steps before this one in a loop: releasing them one inside the other would recurse once per
    /// step, and a path may be as long as a client's tree is deep.
    deinit {
      var next = parent.take()
      while var step = next, isKnownUniquelyReferenced(&step) {
        next = step.parent.take()
      }
    }
  }

  /// What the path starts from: `$`, a name such as `params`, or empty.
  public var rootName: String
  /// The last step; nil for the root itself. Visible to inlined code for `lastComponent`, which other modules read
  /// per node (a call and a retained component each, when not inlined).
  @usableFromInline var last: Step?

  /// Creates a path from its root name and steps.
  public init(rootName: String = "$", _ components: [Component] = []) {
    self.rootName = rootName
    for component in components { last = Step(parent: last, component: component) }
  }

  private init(rootName: String, last: Step?) {
    self.rootName = rootName
    self.last = last
  }

  /// A document's root, `$`.
  public static let root = JSONPath()

  /// The steps from the root, in order (made on each call: O(count)).
  public var components: [Component] {
    var result: [Component] = []
    result.reserveCapacity(count)
    var step = last
    while let current = step {
      result.append(current.component)
      step = current.parent
    }
    result.reverse()
    return result
  }

  /// The number of steps.
  public var count: Int { last?.count ?? 0 }

  /// The last step; nil for the root.
  @inlinable public var lastComponent: Component? { last?.component }

  /// The path one `step` further.
  public func appending(_ step: Component) -> JSONPath {
    JSONPath(rootName: rootName, last: Step(parent: last, component: step))
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
    JSONPath(rootName: rootName, last: last?.parent)
  }

  /// The last step's key, when the last step is a key (`frame` for `$.root.modifiers[1].frame`).
  public var lastKey: String? {
    guard case .key(let key)? = last?.component else { return nil }
    return key
  }

  /// The first `count` steps of this path (all of them when it has fewer).
  public func prefix(_ count: Int) -> JSONPath {
    var step = last
    while let current = step, current.count > count { step = current.parent }
    return JSONPath(rootName: rootName, last: step)
  }

  /// Every prefix of this path, from the root (no steps) to the path itself: following a path down a tree level by
  /// level compares each level's candidate with one of these, in constant time when they share their steps.
  public var prefixes: [JSONPath] {
    var result: [JSONPath] = []
    result.reserveCapacity(count + 1)
    var step = last
    while let current = step {
      result.append(JSONPath(rootName: rootName, last: current))
      step = current.parent
    }
    result.append(JSONPath(rootName: rootName, last: nil))
    result.reverse()
    return result
  }

  /// Whether `other` is this path or lies inside the value at this path (from the same root).
  public func isPrefix(of other: JSONPath) -> Bool {
    other.rootName == rootName && other.count >= count && Self.sameSteps(other.prefix(count).last, last)
  }

  /// This path's steps after `prefix`'s, from `prefix`'s root: re-roots a path found in a fragment (an edit's
  /// view, a tree inside a request) at the place the fragment came from.
  public func rebased(onto prefix: JSONPath) -> JSONPath {
    var result = JSONPath(rootName: prefix.rootName, last: prefix.last)
    for component in components { result = result.appending(component) }
    return result
  }

  /// The steps after `prefix`'s, from a root with no name; nil when `prefix` is not a prefix of this path. The
  /// inverse of `rebased(onto:)`: `params.tree.root.content[0]` relative to `params.tree` is `root.content[0]`.
  public func relative(to prefix: JSONPath) -> JSONPath? {
    guard prefix.isPrefix(of: self) else { return nil }
    return JSONPath(rootName: "", Array(components.dropFirst(prefix.count)))
  }

  /// Whether both paths have the same root name and steps. Paths sharing their last step (a declaration's path read
  /// again from the same tree) are compared by their root names alone.
  public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
    if lhs.last === rhs.last { return lhs.rootName == rhs.rootName }
    return lhs.rootName == rhs.rootName && lhs.count == rhs.count && sameSteps(lhs.last, rhs.last)
  }

  /// Hashes the root name and the steps.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rootName)
    hasher.combine(count)
    hasher.combine(last?.digest ?? 0)
  }

  /// Whether two chains of steps of the same length hold the same steps; shared steps end the comparison.
  private static func sameSteps(_ lhs: Step?, _ rhs: Step?) -> Bool {
    var left = lhs
    var right = rhs
    while let l = left, let r = right {
      if l === r { return true }
      let (leftDigest, rightDigest) = (l.digestIfKnown, r.digestIfKnown)
      if leftDigest != 0, rightDigest != 0, leftDigest != rightDigest { return false }
      guard l.component == r.component else { return false }
      left = l.parent
      right = r.parent
    }
    return left == nil && right == nil
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
