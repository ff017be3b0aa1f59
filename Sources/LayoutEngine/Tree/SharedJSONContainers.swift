import JSONCore

/// A document's JSON with its repeated containers stored once: every array or object equal to one met before, member
/// by member and byte for byte, is that earlier value (its storage shared), so a document whose rows repeat the same
/// modifier chains (the equal-width form's background, geometry reader and frame) keeps one copy of each chain where
/// it kept one a row. The value is the same: only how much of it is shared changes.
///
/// Equal here is stricter than `JSONValue.==`: strings (member names too) compare byte for byte, numbers by their bits
/// and case (so `-0.0` is not `0.0`, nor `1` `1.0`) and members in order, so a shared container serializes exactly as
/// the one it replaces. Every container kept is a copy made by the walk, none the caller's: the caller's document (a
/// request's, parsed before anything the tree keeps) is then freed whole once dropped, where the containers kept of it
/// held its pages resident among the freed ones (Benchmarks/memory.md, session 34). Walked without recursion: a
/// document may nest as deep as its limits allow.
enum SharedJSONContainers {
  /// `document` with every container equal to an earlier one (in post-order) replaced by that one.
  static func sharing(_ document: JSONValue) -> JSONValue {
    guard let root = Frame(document) else { return document }
    var frames = [root]
    // The finished children of the open frames, innermost last, each already the container kept for it.
    var finished: [JSONValue] = []
    var kept = KeptContainers()
    while let top = frames.indices.last {
      if frames[top].next < frames[top].count {
        let child = frames[top].child(frames[top].next)
        frames[top].next += 1
        if let frame = Frame(child, childrenFrom: finished.count) {
          frames.append(frame)
        } else {
          finished.append(child)
        }
        continue
      }
      guard let frame = frames.popLast() else { break }
      let value = kept.container(frame.container, children: finished[frame.childrenStart...])
      finished.removeSubrange(frame.childrenStart...)
      finished.append(value)
    }
    return finished.first ?? document
  }

  /// A container being walked: its children are visited in order, then it is looked up or copied with the kept ones.
  private struct Frame {
    let container: JSONValue
    let count: Int
    /// Where its finished children start in the walk's list.
    let childrenStart: Int
    /// The next child to visit.
    var next = 0

    /// A frame for `value` when it is an array or an object.
    init?(_ value: JSONValue, childrenFrom start: Int = 0) {
      switch value {
      case .array(let elements): count = elements.count
      case .object(let object): count = object.count
      default: return nil
      }
      container = value
      childrenStart = start
    }

    /// The child at `position`: an element, or a member's value.
    func child(_ position: Int) -> JSONValue {
      switch container {
      case .array(let elements): return elements[position]
      case .object(let object): return object.members[position].value
      default: return container
      }
    }
  }

  /// The containers kept so far, found by their content one level deep: a child container by its storage (every
  /// child is a kept container, so equal children are the same storage), any other child by its spelling.
  private struct KeptContainers {
    private var containers: [JSONValue] = []
    /// The last container kept with each hash.
    private var latest: [Int: Int] = [:]
    /// For each kept container, the one kept before it with the same hash (-1 for none).
    private var earlier: [Int] = []

    /// The kept container equal to `original` with `children` (kept ones) in place of its own; a copy of it, kept,
    /// when there is none.
    mutating func container(_ original: JSONValue, children: ArraySlice<JSONValue>) -> JSONValue {
      let hash = Self.hash(original, children)
      var position = latest[hash] ?? -1
      while position >= 0 {
        if Self.holds(containers[position], original, children) { return containers[position] }
        position = earlier[position]
      }
      let copy: JSONValue
      switch original {
      case .object(let object):
        // Member by member through the subscript: `JSONObject`'s initializer from a sequence is generic and, called
        // from this module, ran unspecialized (about 18,000 instructions an object).
        var members = JSONObject()
        members.reserveCapacity(children.count)
        for (member, child) in zip(object.members, children) { members[member.key] = child }
        copy = .object(members)
      default:
        copy = .array(Array(children))
      }
      earlier.append(latest[hash] ?? -1)
      latest[hash] = containers.count
      containers.append(copy)
      return copy
    }

    /// Whether `kept` is `original` with `children` in place of its own: the same kind, member names and children.
    private static func holds(_ kept: JSONValue, _ original: JSONValue, _ children: ArraySlice<JSONValue>) -> Bool {
      switch (kept, original) {
      case (.array(let elements), .array):
        return elements.count == children.count && zip(elements, children).allSatisfy { isSame($0, $1) }
      case (.object(let kept), .object(let object)):
        return kept.count == object.count && kept.count == children.count
          && zip(zip(kept.members, object.members), children).allSatisfy { members, child in
            members.0.key.utf8.elementsEqual(members.1.key.utf8) && isSame(members.0.value, child)
          }
      default:
        return false
      }
    }

    /// The hash of `original` with `children` in place of its own: its kind, member names and children.
    private static func hash(_ original: JSONValue, _ children: ArraySlice<JSONValue>) -> Int {
      var hasher = Hasher()
      switch original {
      case .object(let object):
        hasher.combine(1)
        for member in object.members { hasher.combine(member.key) }
      default:
        hasher.combine(0)
      }
      hasher.combine(children.count)
      for child in children { hashOneLevel(child, into: &hasher) }
      return hasher.finalize()
    }

    /// Whether two values spell the same (strings byte for byte, numbers by their bits and case) and, for
    /// containers, are the same storage.
    private static func isSame(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
      switch (lhs, rhs) {
      case (.null, .null): return true
      case (.bool(let left), .bool(let right)): return left == right
      case (.integer(let left), .integer(let right)): return left == right
      case (.double(let left), .double(let right)): return left.bitPattern == right.bitPattern
      case (.string(let left), .string(let right)): return left.utf8.elementsEqual(right.utf8)
      case (.array(let left), .array(let right)): return storage(of: left) == storage(of: right)
      case (.object(let left), .object(let right)): return storage(of: left.members) == storage(of: right.members)
      default: return false
      }
    }

    /// A child's hash: a container's storage, another value's spelling.
    private static func hashOneLevel(_ value: JSONValue, into hasher: inout Hasher) {
      switch value {
      case .null: hasher.combine(0)
      case .bool(let flag): hasher.combine(flag)
      case .integer(let number): hasher.combine(number)
      case .double(let number): hasher.combine(number.bitPattern)
      case .string(let string): hasher.combine(string)
      case .array(let elements): hasher.combine(storage(of: elements))
      case .object(let object): hasher.combine(storage(of: object.members))
      }
    }

    /// Where an array's elements are stored: the same for two arrays exactly when they share their storage (or are
    /// both empty). Every container compared is kept while the walk runs, so an address is never reused.
    private static func storage<Element>(of array: [Element]) -> UnsafeRawPointer? {
      array.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
    }
  }
}
