/// `scaleEffect` and `rotationEffect`: render-time transforms that leave layout alone.
///
/// - Child proposal, preferred size, placement, spacing, alignment values: the child's, unchanged, as for a
///   layer without a layout of its own. Apple (`rotationEffect`): it "has no effect on the view's frame", shown
///   with a border drawn around the rotated text that stays unrotated; `scaleEffect` "scales this view's
///   rendered output".
/// - Rendering: the layer and every layer inside it are drawn through the transform, about `anchor` of the
///   layer's frame (default `.center`): their rendered frames (`LayerRecord.renderedFrame`) are the bounding
///   boxes of their transformed frames, snapped to pixels; their layout frames are unchanged.
///
/// Reference: Apple's documentation of `scaleEffect(_:anchor:)` and `rotationEffect(_:anchor:)`; OpenSwiftUI
/// `_ScaleEffect`, `_RotationEffect` (`GeometryEffect`s: an `effectValue(size:)` transform, no layout). Status:
/// the rendered frames; a GeometryReader inside reads its untransformed frame (SwiftUI's reports the transformed
/// one in the global space). Fixtures `transform/*`. Verification: documented.
struct RenderTransformLayout: ChildSizedLayout {
  let transform: RenderTransform
}
