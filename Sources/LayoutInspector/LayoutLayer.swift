import InspectorProtocol

/// One layer of a node: the bare view (index 0) or one modifier, as SwiftUI wraps a view in a new view per
/// modifier. `Text("User:").frame(width: 72)` has a `Text` layer 40.333 wide and a `frame` layer 72 wide.
public struct LayoutLayer: Sendable, CustomStringConvertible {
  /// The daemon's description of the layer, with every fact it reports.
  public let layout: LayerLayout

  /// The layer of a reply.
  init(_ layout: LayerLayout) {
    self.layout = layout
  }

  /// 0 for the bare view, i for the i-th modifier.
  public var index: Int { layout.index }
  /// The view's type (`Text`) or the modifier's name (`frame`).
  public var name: String { layout.name }
  /// The SwiftUI spelling with resolved arguments: `frame(width: 79.333, alignment: .trailing)`.
  public var summary: String { layout.summary }
  /// The proposal the layer was placed with.
  public var proposal: LayoutProposal { LayoutProposal(layout.proposal) }
  /// The size it chose.
  public var size: LayoutSize { LayoutSize(layout.size) }
  /// Its width.
  public var width: LayoutValue { LayoutValue(layout.size.width) }
  /// Its height.
  public var height: LayoutValue { LayoutValue(layout.size.height) }
  /// Its frame in root coordinates.
  public var frame: LayoutFrame { LayoutFrame(layout.frame) }
  /// Its frame in its parent layer's coordinates.
  public var frameInParent: LayoutFrame { LayoutFrame(layout.frameInParent) }
  /// Its frame snapped to the pixel grid: what is drawn.
  public var renderedFrame: LayoutFrame { LayoutFrame(layout.renderedFrame) }
  /// Why the width is what it is (`fixed frame width`, `text measured`, …).
  public var widthRule: AxisRule { layout.widthRule }
  /// Why the height is what it is.
  public var heightRule: AxisRule { layout.heightRule }
  /// Who proposed, and why.
  public var proposer: ProposalSource { layout.proposer }

  /// `frame(width: 79.333) 79.333×20.333 (proposed 393×852)`.
  public var description: String { "\(summary) \(size) (proposed \(proposal))" }
}
