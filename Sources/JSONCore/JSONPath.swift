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

  /// A path's last step and the steps before it, down to the root step, which names the root (count 0). Steps are
  /// shared: every path made by extending another keeps a reference to it, so a path one step longer costs at most
  /// one allocation whatever its depth (the paths of a tree nested thousands of levels deep take memory in proportion
  /// to its nodes, not to their depths summed); the paths from `JSONPath.root` share one root step.
  ///
  /// A step holds one component, or two: a key and an index in either order (`content[0]`, `[1].frame`), when a path
  /// ending in one step of one component is extended by a component of the other kind (`JSONPath.appending`), or three:
  /// a key, an index and a key (`modifiers[1].frame`, `KeyIndexKeyStep`), when the maker asks for it
  /// (`JSONPath.index(_:key:)`). The steps before are then not kept by the longer path: a declared node's path
  /// (`…content[0]`) is one step where it took two, a modifier's (`…modifiers[1].frame`) one where it took three, and
  /// the step of a list's key, which only the list's elements' paths kept, is gone (the equal-width form keeps 9 steps
  /// a row, 3 of them a modifier's of 80 bytes, where steps of one component took 16 of 64 bytes, and of two 12). A
  /// path that ends inside a step of two or three (the key of `content[0]`, made by `parent` or `prefix`) is a step of
  /// its own, made when asked for; paths compare and hash by their components, however the steps group them.
  ///
  /// - Important: `parent` is written only by `deinit`, when nothing else references the step it unlinks, and
  ///   `knownDigest` is atomic and only ever holds 0 or the one digest of the components; that is what makes the
  ///   unchecked `Sendable` conformance sound.
  @usableFromInline class Step: @unchecked Sendable {
    /// The step before this one; nil for the root step.
    final private(set) var parent: Step?
    /// The step's key (of a step with a key; its first, of a `KeyIndexKeyStep`), the root step's name, or the digits
    /// of an index too large for `packed` (`Form.largeIndex`).
    @usableFromInline final let text: String
    /// The form (`Form`, the low 3 bits), the count (the next 32) and the index (the top 29 bits, of a step with an
    /// index that fits there): with `text`, 24 bytes where a `Component` and a count took 24 for one component. A
    /// step takes 56 bytes, a 64-byte heap chunk.
    @usableFromInline final let packed: UInt64
    /// `digest` once worked out, 0 before.
    private final let knownDigest = Atomic<Int>(0)

    /// What a step holds.
    @usableFromInline enum Form: UInt64 {
      /// The root step: `text` is the root's name.
      case root
      /// A key (`text`).
      case key
      /// An index (in `packed`).
      case index
      /// An index too large or negative for `packed`: `text` holds its digits.
      case largeIndex
      /// A key (`text`), then an index (in `packed`).
      case keyThenIndex
      /// An index (in `packed`), then a key (`text`).
      case indexThenKey
      /// A key (`text`), an index (in `packed`) and a key (`KeyIndexKeyStep.lastKey`).
      case keyIndexKey
    }

    /// The bits of `packed` below the index.
    @usableFromInline static let indexShift: UInt64 = 35
    /// The largest index stored in `packed`.
    static let largestPackedIndex = Int(UInt64.max >> indexShift)

    fileprivate init(parent: Step?, text: String, form: Form, count: Int, index: Int = 0) {
      self.parent = parent
      self.text = text
      packed = form.rawValue | UInt64(UInt32(truncatingIfNeeded: count)) << 3 | UInt64(index) << Self.indexShift
    }

    /// A root step.
    convenience init(rootName: String) {
      self.init(parent: nil, text: rootName, form: .root, count: 0)
    }

    /// The step of `component` after `last`: one holding `last`'s component too, in place of `last`, when `last` is
    /// a step of one key or one packed index and `component` is of the other kind and packs.
    static func after(_ last: Step, _ component: Component) -> Step {
      let count = last.count + 1
      switch (last.form, component) {
      case (.key, .index(let index)) where packs(index):
        return Step(parent: last.parent, text: last.text, form: .keyThenIndex, count: count, index: index)
      case (.index, .key(let key)):
        return Step(parent: last.parent, text: key, form: .indexThenKey, count: count, index: last.packedIndex)
      default:
        return Step(single: component, after: last, count: count)
      }
    }

    /// A step of one component after `parent`, ending at `count` components.
    private convenience init(single component: Component, after parent: Step, count: Int) {
      switch component {
      case .key(let key): self.init(parent: parent, text: key, form: .key, count: count)
      case .index(let index) where Self.packs(index):
        self.init(parent: parent, text: "", form: .index, count: count, index: index)
      case .index(let index): self.init(parent: parent, text: String(index), form: .largeIndex, count: count)
      }
    }

    /// The step of `key` in element `index` after `last` when `last` is a step of one key and the index packs: one
    /// step for the three components (`modifiers[1].frame`); nil otherwise.
    static func keyIndexKey(after last: Step, index: Int, key: String) -> Step? {
      guard last.form == .key, packs(index), let parent = last.parent else { return nil }
      return KeyIndexKeyStep(parent: parent, firstKey: last.text, index: index, lastKey: key, count: last.count + 2)
    }

    /// Whether `index` is stored in `packed`.
    private static func packs(_ index: Int) -> Bool { index >= 0 && index <= largestPackedIndex }

    /// What the step holds.
    @inlinable final var form: Form { Form(rawValue: packed & 7) ?? .root }

    /// The index stored in `packed`.
    @inlinable final var packedIndex: Int { Int(packed >> Self.indexShift) }

    /// The number of components up to and including this step's, the root step not counted.
    @inlinable final var count: Int { Int(UInt32(truncatingIfNeeded: packed >> 3)) }

    /// How many components the step holds: 2 for a key and an index, 3 for a key, an index and a key, 1 otherwise
    /// (the root step's name counted).
    final var width: Int {
      switch form {
      case .keyThenIndex, .indexThenKey: 2
      case .keyIndexKey: 3
      default: 1
      }
    }

    /// The step's last component (the root step's is `.key(name)`).
    @inlinable final var lastComponent: Component {
      switch form {
      case .root, .key, .indexThenKey: .key(text)
      case .index, .keyThenIndex: .index(packedIndex)
      case .largeIndex: .index(Int(text) ?? 0)
      case .keyIndexKey: .key(unsafeDowncast(self, to: KeyIndexKeyStep.self).lastKey)
      }
    }

    /// The component at `position` (from 0 to `width` - 1).
    final func component(_ position: Int) -> Component {
      guard position < width - 1 else { return lastComponent }
      return form == .indexThenKey || position == 1 ? .index(packedIndex) : .key(text)
    }

    /// The step of this one's first `components` alone (fewer than it holds: the path ending inside it); itself
    /// otherwise.
    final func leading(_ components: Int) -> Step {
      guard components < width, let parent else { return self }
      let count = count - width + components
      guard components == 1 else {
        return Step(parent: parent, text: text, form: .keyThenIndex, count: count, index: packedIndex)
      }
      return Step(single: component(0), after: parent, count: count)
    }

    /// The root step's name (read on the root step).
    final var name: String { text }

    /// The digest if it has been worked out, else 0.
    final var digestIfKnown: Int { knownDigest.load(ordering: .relaxed) }

    /// A hash of the root's name and the components up to and including this step's, one after the other (so a path
    /// hashes the same however its steps group its components), and hashing a path costs the same at any depth.
    /// Worked out on first use (most paths, a decoder's and a translator's, are made and printed but never hashed),
    /// from the nearest step before it that has one, in a loop: a path may be as long as a client's tree is deep.
    final var digest: Int {
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
    private final func workOutDigest(after parentDigest: Int) -> Int {
      var digest = parentDigest
      for position in 0..<width {
        var hasher = Hasher()
        hasher.combine(digest)
        hasher.combine(component(position))
        let value = hasher.finalize()
        digest = value == 0 ? 1 : value  // 0 stands for "not worked out yet"
      }
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

  /// A step of a key, an index and a key (`modifiers[1].frame`, `Form.keyIndexKey`): a `Step` with the last key
  /// besides, 72 bytes, an 80-byte heap chunk.
  @usableFromInline final class KeyIndexKeyStep: Step, @unchecked Sendable {
    /// The key after the index.
    @usableFromInline let lastKey: String

    init(parent: Step, firstKey: String, index: Int, lastKey: String, count: Int) {
      self.lastKey = lastKey
      super.init(parent: parent, text: firstKey, form: .keyIndexKey, count: count, index: index)
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
    for component in components { last = Step.after(last, component) }
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
      for position in (0..<step.width).reversed() { result.append(step.component(position)) }
      step = parent
    }
    result.reverse()
    return result
  }

  /// The number of steps.
  public var count: Int { last.count }

  /// The last step; nil for the root.
  @inlinable public var lastComponent: Component? { last.count == 0 ? nil : last.lastComponent }

  /// The path one `step` further.
  public func appending(_ step: Component) -> JSONPath {
    JSONPath(last: Step.after(last, step))
  }

  /// The path of member `key` of the value at this path.
  public func key(_ key: String) -> JSONPath {
    appending(.key(key))
  }

  /// The path of element `index` of the array at this path.
  public func index(_ index: Int) -> JSONPath {
    appending(.index(index))
  }

  /// The path of member `key` of element `index` of the array at this path: `index(index).key(key)`, in one step
  /// when this path ends in a step of one key (`modifiers[1].frame`), where the two took two steps, or three when
  /// nothing kept the list's key. For paths kept for long, of which the element's own (`modifiers[1]`) is not.
  public func index(_ index: Int, key: String) -> JSONPath {
    guard let step = Step.keyIndexKey(after: last, index: index, key: key) else { return self.index(index).key(key) }
    return JSONPath(last: step)
  }

  /// The path of the value that holds this one; the root's parent is the root.
  public var parent: JSONPath {
    if last.width > 1 { return JSONPath(last: last.leading(last.width - 1)) }
    return JSONPath(last: last.parent ?? last)
  }

  /// The last step's key, when the last step is a key (`frame` for `$.root.modifiers[1].frame`).
  public var lastKey: String? {
    guard case .key(let key)? = lastComponent else { return nil }
    return key
  }

  /// The first `count` steps of this path (all of them when it has fewer).
  public func prefix(_ count: Int) -> JSONPath {
    var step = last
    while step.count > count, let parent = step.parent {
      // The components before this step's.
      let before = step.count - step.width
      if count > before { return JSONPath(last: step.leading(count - before)) }
      step = parent
    }
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
      for components in stride(from: current.width - 1, through: 1, by: -1) {
        result.append(JSONPath(last: current.leading(components)))
      }
      step = current.parent
    }
    result.reverse()
    return result
  }

  /// Whether `other` is this path or lies inside the value at this path (from the same root).
  public func isPrefix(of other: JSONPath) -> Bool {
    other.count >= count && Self.sameComponents(other.prefix(count).last, last)
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
    lhs.count == rhs.count && sameComponents(lhs.last, rhs.last)
  }

  /// Hashes the root name and the steps.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(last.digest)
  }

  /// Whether two chains of steps ending at the same count hold the same components and root names, compared from
  /// the last; a shared step ends the comparison (the two are then at the same count in it, so at the same place).
  private static func sameComponents(_ lhs: Step, _ rhs: Step) -> Bool {
    var (left, right) = (lhs, rhs)
    // The position in each step of the next component to compare.
    var (leftPosition, rightPosition) = (lhs.width - 1, rhs.width - 1)
    while true {
      if left === right { return true }
      if leftPosition == left.width - 1, rightPosition == right.width - 1 {
        let (leftDigest, rightDigest) = (left.digestIfKnown, right.digestIfKnown)
        if leftDigest != 0, rightDigest != 0, leftDigest != rightDigest { return false }
      }
      guard left.component(leftPosition) == right.component(rightPosition) else { return false }
      if leftPosition > 0 {
        leftPosition -= 1
      } else {
        guard let parent = left.parent else { return right.parent == nil && rightPosition == 0 }
        left = parent
        leftPosition = parent.width - 1
      }
      if rightPosition > 0 {
        rightPosition -= 1
      } else {
        guard let parent = right.parent else { return false }
        right = parent
        rightPosition = parent.width - 1
      }
    }
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
