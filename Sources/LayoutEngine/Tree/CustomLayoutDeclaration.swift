import JSONCore
import SwiftSubset

/// A custom `Layout` (iOS 16+) the tree declares under `layouts`: the bodies of its `sizeThatFits` and
/// `placeSubviews` methods and of the protocol's optional ones (`makeCache`, `updateCache`, `spacing`,
/// `explicitAlignment`), in the Swift subset, parsed at load (a body that is one expression is its return value).
///
/// The bodies see SwiftUI's parameter names: `proposal` (a `ProposedViewSize`), `subviews` (an array of
/// `LayoutSubview`s) and, in `placeSubviews`, `bounds` (a `CGRect` at the origin, the size `sizeThatFits`
/// returned). `sizeThatFits` returns a `CGSize`; `placeSubviews` calls `place(at:anchor:proposal:)` on each
/// subview. A view uses the layout as `{"view": "Layout", "layout": "Name", "content": […]}`.
public struct CustomLayoutDeclaration: Hashable, Sendable {
  /// The layout's type name (`HalfWidth`).
  public var name: String
  /// The body of `sizeThatFits(proposal:subviews:cache:)`.
  public var sizeThatFits: ScriptBlock
  /// The body of `placeSubviews(in:proposal:subviews:cache:)`.
  public var placeSubviews: ScriptBlock
  /// The body of `makeCache(subviews:)`: returns the cache the other bodies see as `cache` (inout).
  public var makeCache: ScriptBlock?
  /// The body of `updateCache(_:subviews:)`: changes `cache` when the layout's subviews changed.
  public var updateCache: ScriptBlock?
  /// The body of `spacing(subviews:cache:)`: returns the `ViewSpacing` a stack around the layout sees.
  public var spacing: ScriptBlock?
  /// The body of both `explicitAlignment(of:in:proposal:subviews:cache:)` methods: `guide` is the guide asked for
  /// (`.leading`, `.firstTextBaseline`, a custom guide; compare with `==`); returns a `CGFloat?`.
  public var explicitAlignment: ScriptBlock?
  /// Where the declaration is (`$.layouts.HalfWidth`).
  public var path: JSONPath

  /// Creates a declaration.
  public init(name: String, sizeThatFits: ScriptBlock, placeSubviews: ScriptBlock, path: JSONPath) {
    self.name = name
    self.sizeThatFits = sizeThatFits
    self.placeSubviews = placeSubviews
    self.path = path
  }
}
