/// A view object of the translated tree, built up while its expression is translated and serialized to JSON
/// (with its source map entries) at the end.
///
/// Its parts are unchecked for exclusivity, as `Scope`'s names are: one translation builds and writes a node on
/// one thread, and no access to a part calls out while it lasts.
final class OutputNode {
  /// The tree format's view name (`Text`, `VStack`, `Layout`).
  @exclusivity(unchecked) var view: String
  /// The view's own members in order (`text`, `spacing`, `content` is apart).
  @exclusivity(unchecked) var members: [(key: String, value: OutputValue)] = []
  /// The modifiers, innermost first.
  @exclusivity(unchecked) var modifiers: [OutputModifier] = []
  /// The content items, if the view has content.
  @exclusivity(unchecked) var content: [OutputItem]?
  /// `let` properties: name, Swift expression, and where the value was written.
  @exclusivity(unchecked) var lets: [(name: String, value: OutputValue)] = []
  /// `@Binding` properties: name and `$state` expression.
  @exclusivity(unchecked) var bindings: [(name: String, value: OutputValue)] = []
  /// Where the view is written.
  @exclusivity(unchecked) var anchor: SourceAnchor

  init(view: String, anchor: SourceAnchor) {
    self.view = view
    self.anchor = anchor
  }

  /// Sets a member, replacing an earlier value of the same key.
  func set(_ key: String, _ value: OutputValue) {
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      // Room for a view's usual few members at once, rather than growing the list member by member.
      if members.isEmpty { members.reserveCapacity(4) }
      members.append((key, value))
    }
  }
}

/// One modifier: its name in the tree format and its value.
struct OutputModifier {
  var name: String
  var value: OutputValue
  /// The modifier call it comes from.
  var anchor: SourceAnchor
}
