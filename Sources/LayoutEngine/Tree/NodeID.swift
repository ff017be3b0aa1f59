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

  /// The derived id of a child of `parent`.
  static func child(of parent: String, component: String) -> String {
    parent + "/" + component
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
