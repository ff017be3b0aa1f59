/// What a view does to layout, in SwiftUI's terms (the categories of `swiftui-usage.md` §2).
package enum ViewRole: String, Hashable, Sendable, CaseIterable {
  /// Places children: stacks, lists, scroll views, geometry readers, custom layouts.
  case container
  /// A leaf or a control with a size rule of its own: text, images, fields, buttons, dividers.
  case ownSize
  /// Takes whatever is proposed: colours, shapes, spacers (along a stack's axis).
  case flexible
  /// No box of its own: it expands to its children or to nothing (`Group`, `ForEach`, `Section` outside a
  /// list, `EmptyView`).
  case structural
}
