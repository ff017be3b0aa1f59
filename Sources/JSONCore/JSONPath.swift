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
///
/// A path is one reference, 8 bytes (its last step, the root name in the chain's first step): every declared node,
/// modifier and record of a tree keeps one.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, Comparable {
  /// One step into a JSON value.
  public enum Component: Hashable, Sendable {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
  }

  /// A path's last step and the steps before it, down to the root step, which names the root (`.key(rootName)`,
  /// count 0). Steps are shared: every path made by extending another keeps a reference to it, so a path one step
  /// longer costs one allocation whatever its depth (the paths of a tree nested thousands of levels deep take memory
  /// in proportion to its nodes, not to their depths summed); the paths from `JSONPath.root` share one root step.
  ///
  /// - Important: `parent` is written only by `deinit`, when nothing else references the step it unlinks, and
  ///   `knownDigest` is atomic and only ever holds 0 or the one digest of the steps; that is what makes the
  ///   unchecked `Sendable` conformance sound.
  @usableFromInline final class Step: @unchecked Sendable {
    /// The step before this one; nil for the root step.
    private(set) var parent: Step?
    /// The step into the value; the root step's is `.key(rootName)`.
    @usableFromInline let component: Component
    /// `count`, as 32 bits (each step is an object of its own, so a path has far fewer), stored in the bytes the
    /// component leaves before the digest: a step takes 56 bytes, a 64-byte heap chunk, instead of 64 and 80 (every
    /// node and modifier of a decoded tree keeps a path a few steps longer than its parent's). 0 for the root step.
    @usableFromInline let storedCount: Int32
    /// `digest` once worked out, 0 before.
    private let knownDigest = Atomic<Int>(0)

    /// A step after `parent`.
    init(parent: Step, component: Component) {
      self.parent = parent
      self.component = component
      self.storedCount = parent.storedCount + 1
    }

    /// A root step.
    init(rootName: String) {
      self.parent = nil
      self.component = .key(rootName)
      self.storedCount = 0
    }

    /// The number of steps up to and including this one, the root step not counted.
    var count: Int { Int(storedCount) }

    /// The root step's name (read on the root step).
    var name: String {
      guard case .key(let name) = component else { return "" }
      return name
    }

    /// The digest if it has been worked out, else 0.
    var digestIfKnown: Int { knownDigest.load(ordering: .relaxed) }

    /// A hash of the root's name and the steps up to and including this one, so hashing a path costs the same at
    /// any depth. Worked out on first use (most paths, a decoder's and a translator's, are made and printed but never hashed), from
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

  /// The last step; the root step for the root itself. Visible to inlined code for `lastComponent`, which other
  /// modules read per node (a call and a retained component each, when not inlined).
  @usableFromInline let last: Step

  /// The root step of the paths from `$`, shared by them all.
  private static let dollarRoot = Step(rootName: "$")

  /// Creates a path from its root name and steps.
  public init(rootName: String = "$", _ components: [Component] = []) {
    var last = rootName == "$" ? Self.dollarRoot : Step(rootName: rootName)
    for component in components { last = Step(parent: last, component: component) }
    self.last = last
  }

  private init(last: Step) {
    self.last = last
  }

  /// A document's root, `$`.
  public static let root = JSONPath()

  /// What the path starts from: `$`, a name such as `params`, or empty (found at its first step: O(count)).
  public var rootName: String { rootStep.name }

  /// The root step of the chain.
  private var rootStep: Step {
    var step = last
    while let parent = step.parent { step = parent }
    return step
  }

  /// The steps from the root, in order (made on each call: O(count)).
  public var components: [Component] {
    var result: [Component] = []
    result.reserveCapacity(count)
    var step = last
    while let parent = step.parent {
      result.append(step.component)
      step = parent
    }
    result.reverse()
    return result
  }

  /// The number of steps.
  public var count: Int { last.count }

  /// The last step; nil for the root.
  @inlinable public var lastComponent: Component? { last.storedCount == 0 ? nil : last.component }

  /// The path one `step` further.
  public func appending(_ step: Component) -> JSONPath {
    JSONPath(last: Step(parent: last, component: step))
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
    JSONPath(last: last.parent ?? last)
  }

  /// The last step's key, when the last step is a key (`frame` for `$.root.modifiers[1].frame`).
  public var lastKey: String? {
    guard case .key(let key)? = lastComponent else { return nil }
    return key
  }

  /// The first `count` steps of this path (all of them when it has fewer).
  public func prefix(_ count: Int) -> JSONPath {
    var step = last
    while step.count > count, let parent = step.parent { step = parent }
    return JSONPath(last: step)
  }

  /// Every prefix of this path, from the root (no steps) to the path itself: following a path down a tree level by
  /// level compares each level's candidate with one of these, in constant time when they share their steps.
  public var prefixes: [JSONPath] {
    var result: [JSONPath] = []
    result.reserveCapacity(count + 1)
    var step: Step? = last
    while let current = step {
      result.append(JSONPath(last: current))
      step = current.parent
    }
    result.reverse()
    return result
  }

  /// Whether `other` is this path or lies inside the value at this path (from the same root).
  public func isPrefix(of other: JSONPath) -> Bool {
    other.count >= count && Self.sameSteps(other.prefix(count).last, last)
  }

  /// This path's steps after `prefix`'s, from `prefix`'s root: re-roots a path found in a fragment (an edit's
  /// view, a tree inside a request) at the place the fragment came from.
  public func rebased(onto prefix: JSONPath) -> JSONPath {
    var result = prefix
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
  /// again from the same tree) are equal unread.
  public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
    lhs.count == rhs.count && sameSteps(lhs.last, rhs.last)
  }

  /// Hashes the root name and the steps.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(last.digest)
  }

  /// Whether two chains of steps of the same length hold the same steps and root names; shared steps end the
  /// comparison.
  private static func sameSteps(_ lhs: Step, _ rhs: Step) -> Bool {
    var left: Step? = lhs
    var right: Step? = rhs
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
