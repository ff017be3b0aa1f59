/// THE vocabulary of the tree format: every view and modifier, with its JSON members and their kinds, what it
/// does to layout, how SwiftUI code writes it, and where SwiftUI's rule comes from. The tree decoder, the JSON
/// Schema check, the random tree generator, the command line and the Swift front end all read this table, so a
/// view or modifier is added here first and nowhere else by hand.
///
/// How a front end turns Swift into a tree document with it:
/// - A call `Name(…) { … }` in a view builder is a view when `view(named: "Name")` knows it: match the call
///   against the entry's `swift` signatures (`SwiftSignature` says how labels, defaults and trailing closures
///   match) and write each argument into the member its `SwiftParameter` names, in the parameter's
///   `SwiftArgumentForm`; a closure's parameter name goes to `closureParameter`'s member. A view written as a
///   static member (`Color.red`) fills `staticMember`; a shape written as `Shape`'s static member where a shape is
///   expected (`.rect(cornerRadius: 8)`) is the entry whose `shapeMember` it names and whose signatures its
///   arguments match.
/// - Each `.name(…)` after a view is a modifier, innermost first, one JSON object in `"modifiers"`:
///   `{"name": …}`. First, a `memberModifiers` entry of the view it is applied to directly (`.resizable()` on an
///   `Image`) sets that view's member instead. Otherwise `modifier(named:)` gives the entry: for a layout
///   modifier, match its `swift` signatures as for views (a `.shorthand` argument is the whole value:
///   `{"font": ".headline"}`); for a layout-neutral one (`role.isLayoutNeutral`), write the arguments as
///   written (below).
/// - A name in no entry is the front end's warning, with the source range, and the modifier is left out as a
///   layer that passes through (a view becomes the documented placeholder); in JSON, an unknown name is an
///   error naming it.
///
/// Arguments as written, the one shape of every layout-neutral modifier: an object whose keys are the
/// argument labels in call order, `_` for the first unlabelled argument and `_2`, `_3`, … for later ones,
/// and whose values are the arguments' Swift source text (a string) or JSON literals for literal numbers,
/// booleans and `nil` (null): `.shadow(color: .black, radius: 4)` is
/// `{"shadow": {"color": ".black", "radius": 4}}`, `.opacity(isOn ? 1 : 0.5)` is
/// `{"opacity": {"_": "isOn ? 1 : 0.5"}}`. A trailing closure is recorded under the entry's
/// `trailingClosureLabel` (`{"onTapGesture": {"perform": "{ taps += 1 }"}}`), or as the next unlabelled
/// argument when it has none; a labelled trailing closure under its label. `{}` or `true` is a call without
/// arguments (`.hidden()`), and any other value that is not an object stands for the one unlabelled argument
/// (`{"opacity": 0.5}`). The engine records such a modifier as a layer that passes through: proposal in is
/// proposal out, its size is its child's size and its frame its child's frame.
package enum Vocabulary {
  /// Every view, in the order of the tables (the most used first).
  package static let views: [ViewEntry] = layoutViews + containerViews + controlViews

  /// Every modifier: those with a layout effect, then the layout-neutral ones.
  package static let modifiers: [ModifierEntry] =
    layoutModifiers + extendedLayoutModifiers + textModifiers + styleModifiers + layoutNeutralModifiers

  /// The members every view object may have besides its own: its type, id, modifier chain, and the `let` and
  /// `@Binding` properties of a reusable part.
  package static let commonViewMembers: Set<String> = ["view", "id", "modifiers", "let", "bindings"]

  /// The members of a condition item, `{"if": …, "then": […], "else": […]}`.
  package static let conditionMembers: Set<String> = ["if", "then", "else", "id"]

  /// Every view name, sorted.
  package static let viewNames: [String] = views.map(\.name).sorted()

  /// Every modifier name, sorted.
  package static let modifierNames: [String] = modifiers.map(\.name).sorted()

  /// Whether `label` can label an argument as written: a Swift identifier (`_`, `_2` and `radius` included).
  package static func isWrittenArgumentLabel(_ label: String) -> Bool {
    guard let first = label.utf8.first, !isDigit(first) else { return false }
    return label.utf8.allSatisfy { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "_") }
  }

  /// Whether an argument as written under `label` was written without a label: `_`, `_2`, `_3`, ….
  package static func isUnlabelled(_ label: String) -> Bool {
    label.utf8.first == UInt8(ascii: "_") && label.utf8.dropFirst().allSatisfy(isDigit)
  }

  /// The view named `name` in the tree format, or nil.
  package static func view(named name: String) -> ViewEntry? {
    viewIndex[name].map { views[$0] }
  }

  /// The modifier named `name`, or nil.
  package static func modifier(named name: String) -> ModifierEntry? {
    modifierIndex[name].map { modifiers[$0] }
  }

  private static let viewIndex: [String: Int] = Dictionary(
    views.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })

  private static let modifierIndex: [String: Int] = Dictionary(
    modifiers.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
