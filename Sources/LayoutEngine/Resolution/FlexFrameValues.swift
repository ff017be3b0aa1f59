import TextMetrics

/// A flexible frame's bounds after SwiftUI's normalisation (`swiftui-semantics.md` §5.2.1).
struct FlexFrameValues: Hashable {
  var minWidth: Double?
  var idealWidth: Double?
  var maxWidth: Double?
  var minHeight: Double?
  var idealHeight: Double?
  var maxHeight: Double?
  var alignment: Alignment

  func min(_ axis: Axis) -> Double? { axis == .horizontal ? minWidth : minHeight }
  func ideal(_ axis: Axis) -> Double? { axis == .horizontal ? idealWidth : idealHeight }
  func max(_ axis: Axis) -> Double? { axis == .horizontal ? maxWidth : maxHeight }
}
