/// How node ids are made.
///
/// A node's id is the client's `id` when given. Otherwise it is derived from its position: the parent's id,
/// a slash, and a component naming the node among its siblings by view type and count, so inserting a view of
/// another type before it, changing its modifiers or its text, and every layout pass leave the id unchanged:
///
/// - the root without an id is `root`;
/// - a content child is `<parent>/<Type><k>`, where k counts the earlier siblings of the same type
///   (`form/HStack0`, `form/HStack1/Text0`); an `if` item is `<parent>/if<k>` and its branches' children are
///   `<if>/then.<Type><k>` and `<if>/else.<Type><k>`;
/// - content of a modifier (`background`, `overlay`, …) is `<node>/<modifier><k>/<Type><j>`, k counting
///   earlier modifiers of the same name (`user-label/background0/GeometryReader0`);
/// - views resolved from a `ForEach`'s content carry the element's key: `<ForEach>[<key>]/<Type><k>` for
///   derived ids, `<id>[<key>]` for explicit ids (one `[…]` per enclosing `ForEach`). The key is the integer of
///   a range, the element's value for an array of scalars, the element's `id` member for objects, else its
///   index; a repeated key gets `~2`, `~3`, ….
///
/// Explicit ids may use letters, digits, `-`, `_`, `.` and `:`; they cannot contain `/` or brackets, so
/// explicit and derived ids never collide.
///
/// A derived id grows with its depth, so that the ids of a tree nested n levels deep would hold n² characters in
/// all: an id longer than `maxDerivedLength` (1,024 UTF-8 bytes, about 120 levels of `/VStack0`) is written
/// instead as `…` and the 16 hex digits of its FNV-1a hash (`…3f09a1c2d4e5b687`), and a `ForEach` key suffix as
/// `[…` the same `]`. Such ids are as stable as the long ones (they depend on the same things), and explicit ids
/// cannot collide with them (they cannot contain `…`).
public enum NodeID {
  /// The id of the root when it has none.
  public static let rootID = "root"

  /// Whether `id` is allowed as an explicit id.
  public static func isValidExplicitID(_ id: String) -> Bool {
    !id.isEmpty && id.count <= 256
      && id.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
          || $0 == "_" || $0 == "." || $0 == ":"
      }
  }

  /// The longest derived id kept as written, in UTF-8 bytes.
  public static let maxDerivedLength = 1024

  /// The derived id of a child of `parent`.
  static func child(of parent: String, component: String) -> String {
    child(of: parent, prefix: "", name: component, count: nil)
  }

  /// The derived id `<parent>/<prefix><name><count>` of a child of `parent` (no count when nil), its bytes
  /// copied once into a string of the right size: appending the parts one by one, or interpolating the component
  /// first, costs several times the instructions for the long ids of a deep tree.
  static func child(of parent: String, prefix: String, name: String, count: Int?) -> String {
    var digitCount = 0
    if let count {
      var rest = count.magnitude
      repeat {
        digitCount += 1
        rest /= 10
      } while rest > 0
      if count < 0 { digitCount += 1 }
    }
    let length = parent.utf8.count + 1 + prefix.utf8.count + name.utf8.count + digitCount
    let id = String(unsafeUninitializedCapacity: length) { buffer in
      var offset = copy(parent, into: buffer, at: 0)
      buffer[offset] = UInt8(ascii: "/")
      offset = copy(name, into: buffer, at: copy(prefix, into: buffer, at: offset + 1))
      if let count {
        if count < 0 { buffer[offset] = UInt8(ascii: "-") }
        var rest = count.magnitude
        var digit = offset + digitCount
        repeat {
          digit -= 1
          buffer[digit] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        } while rest > 0
        offset += digitCount
      }
      return offset
    }
    return compacted(id)
  }

  /// Copies the UTF-8 bytes of `text` into `buffer` from `offset`, returning the offset after them.
  private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, let target = buffer.baseAddress else { return offset }
      (target + offset).update(from: base, count: bytes.count)
      return offset + bytes.count
    }
  }

  /// The rest of `id` after `parent` and a slash, when `id.hasPrefix(parent + "/")`, as `id.dropFirst` of that
  /// prefix's characters gives it; nil when `id` does not start so.
  ///
  /// `hasPrefix` compares a non-ASCII string character by character (grapheme clusters, canonically equivalent),
  /// and a derived id deeper than about 130 levels is non-ASCII (`…` and a hash, then more components): about
  /// 180,000 instructions for each such id. The bytes decide when they give the same answer: when they match and
  /// the byte after the slash is ASCII or the end (the slash then ends a character in both, and every character
  /// before it is the same bytes), and when the first difference is between ASCII bytes, or `id` ends where the
  /// prefix has an ASCII byte (the characters before it are the same bytes; the ones holding it hold distinct
  /// ASCII starters, or one holds a starter the other lacks, which no canonical equivalence maps away).
  /// Otherwise (a combining mark after the slash, a non-ASCII byte at the difference) the characters decide.
  static func component(of id: String, under parent: String) -> String? {
    if let byBytes = componentStart(of: id, under: parent) { return byBytes.map { component(of: id, from: $0) } }
    let prefix = parent + "/"
    return id.hasPrefix(prefix) ? String(id.dropFirst(prefix.count)) : nil
  }

  /// The resolved id of a derived child declared as `declared` under a parent declared as `declaredParent` and
  /// resolved as `resolvedParent`: `child(of: resolvedParent, component:)` of the component `component(of:under:)`
  /// finds; nil when `declared` is not under `declaredParent`. Outside a `ForEach` the parent's two ids are the
  /// same bytes, and when the bytes found the component the child's resolved id is then its declared id (at most
  /// `maxDerivedLength` bytes, as the decoder derives it), returned as it is: sharing its storage instead of a copy
  /// (a deep chain's ids are about 1 KB each, and a copy is one more allocation and string a node holds). The
  /// component is made into a string only for a child whose id is built (about 300 instructions a node otherwise).
  static func resolvedChild(of declared: String, declaredParent: String, resolvedParent: String) -> String? {
    guard let byBytes = componentStart(of: declared, under: declaredParent) else {
      return component(of: declared, under: declaredParent).map { child(of: resolvedParent, component: $0) }
    }
    guard let start = byBytes else { return nil }
    if declared.utf8.count <= maxDerivedLength, sameBytes(declaredParent, resolvedParent) { return declared }
    return child(of: resolvedParent, component: component(of: declared, from: start))
  }

  /// Where `component(of:under:)`'s component starts in `id`'s UTF-8 bytes when the bytes decide it (see there):
  /// `.some(nil)` when `id` is not under `parent`; nil when the characters decide.
  private static func componentStart(of id: String, under parent: String) -> Int?? {
    var id = id
    var parent = parent
    return id.withUTF8 { idBytes in
      parent.withUTF8 { parentBytes -> Int?? in
        let slash = parentBytes.count
        let common = commonPrefixCount(idBytes, parentBytes)
        if common == slash, idBytes.count > slash, idBytes[slash] == UInt8(ascii: "/") {
          guard slash + 1 == idBytes.count || idBytes[slash + 1] < 0x80 else { return nil }
          return .some(slash + 1)
        }
        // The bytes differ at `common` (or `id` ends there), where `parent + "/"` has `expected`.
        let expected = common < slash ? parentBytes[common] : UInt8(ascii: "/")
        return expected < 0x80 && (common == idBytes.count || idBytes[common] < 0x80) ? .some(nil) : nil
      }
    }
  }

  /// The rest of `id` from UTF-8 offset `start`, an offset `componentStart(of:under:)` found.
  private static func component(of id: String, from start: Int) -> String {
    var id = id
    return id.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[start...]), as: UTF8.self) }
  }

  /// Whether two strings are the same bytes (`==` on strings is canonical equivalence).
  private static func sameBytes(_ first: String, _ second: String) -> Bool {
    var first = first
    var second = second
    return first.withUTF8 { one in
      second.withUTF8 { other in
        one.count == other.count && (one.baseAddress == other.baseAddress || commonPrefixCount(one, other) == one.count)
      }
    }
  }

  /// How many leading bytes `first` and `second` have in common, compared eight at a time.
  private static func commonPrefixCount(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    let count = min(first.count, second.count)
    guard let one = first.baseAddress, let other = second.baseAddress else { return 0 }
    var offset = 0
    while offset + 8 <= count,
      UnsafeRawPointer(one + offset).loadUnaligned(as: UInt64.self)
        == UnsafeRawPointer(other + offset).loadUnaligned(as: UInt64.self)
    {
      offset += 8
    }
    while offset < count, first[offset] == second[offset] { offset += 1 }
    return offset
  }

  /// The `[key]` suffix of one more enclosing `ForEach` element.
  static func suffix(_ suffix: String, key: String) -> String {
    let long = suffix + "[" + key + "]"
    return long.utf8.count <= maxDerivedLength ? long : "[" + compacted(long, limit: 0) + "]"
  }

  /// `id`, or its hashed form when it is longer than `limit` bytes.
  static func compacted(_ id: String, limit: Int = maxDerivedLength) -> String {
    guard id.utf8.count > limit else { return id }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in id.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return "…" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The id of the declaration a resolved id comes from: the id without its `[…]` element keys.
  public static func declaredID(of id: String) -> String {
    guard id.contains("[") else { return id }
    var result = ""
    var depth = 0
    for character in id {
      if character == "[" {
        depth += 1
      } else if character == "]" {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        result.append(character)
      }
    }
    return result
  }
}
