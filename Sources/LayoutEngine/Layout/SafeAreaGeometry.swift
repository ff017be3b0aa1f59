/// # The safe area
///
/// The regions of the screen a view's content avoids: the root's insets (the status bar and home indicator of a
/// phone, given as the document environment's `safeAreaInsets`), and the regions `safeAreaInset` and
/// `safeAreaPadding` add over their own frames. Each is one `SafeAreaElement`; a view's safe-area insets are how
/// far those regions reach beyond the edges of its frame that touch them.
///
/// - Resolution (OpenSwiftUI `SafeAreaInsets.resolve(regions:in:)`): starting from the view's frame, for each
///   element from the innermost out, `inner` is the element's frame inset by its insets and `outer` that rect
///   extended by the insets of the regions asked for; an edge of the frame that lies on or beyond `inner`'s edge
///   and not beyond `outer`'s (within half a pixel) is moved out to `outer`'s. The insets are how far each edge
///   moved. So a view whose top is the safe area's top gets the whole top inset; a view lower down gets none.
/// - Regions: every modelled region is a container region; the keyboard is never shown, so
///   `ignoresSafeArea(.keyboard)` finds nothing to extend into.
///
/// Reference: OpenSwiftUI `SafeAreaInsets.swift`, `SafeAreaIgnoringLayout.swift`, `InsetViewModifier.swift`
/// (audited for 6.5.4). Status: the root's region and those of `safeAreaInset`/`safeAreaPadding`; a scroll view
/// does not extend itself into the safe area (SwiftUI scroll views do, using it as content insets).
struct SafeAreaElement: Hashable {
  /// The frame the region is declared over, in root coordinates: the screen for the root's insets, the
  /// modifier's frame for `safeAreaInset` and `safeAreaPadding`.
  var space: Rect
  /// How far in from each edge of `space` the region reaches (leading and trailing as laid out).
  var insets: EdgeInsets
}

/// The regions `ignoresSafeArea(_:edges:)` names (SwiftUI's `SafeAreaRegions`).
public enum SafeAreaRegions: String, Hashable, Sendable, CaseIterable {
  /// Every region.
  case all
  /// The regions of the device and the containers: bars, the home indicator, `safeAreaInset`.
  case container
  /// The software keyboard's, which the inspector never shows.
  case keyboard

  /// Whether the modelled regions (all container regions) are among these.
  var includesContainer: Bool { self != .keyboard }
}

extension SafeAreaElement {
  /// The insets of `frame` (root coordinates) against `elements`, innermost first, for `regions`: how far the
  /// safe area reaches beyond each edge of the frame that touches it, leading and trailing as laid out.
  static func insets(
    of frame: Rect, elements: [SafeAreaElement], regions: SafeAreaRegions, pixelLength: Double,
    direction: LayoutDirection
  ) -> EdgeInsets {
    guard regions.includesContainer else { return .zero }
    var minX = frame.minX
    var minY = frame.minY
    var maxX = frame.maxX
    var maxY = frame.maxY
    let epsilon = pixelLength * 0.5 + 0.001
    for element in elements {
      // Physical left and right: frames are in screen coordinates, insets are leading/trailing.
      let left = direction == .rightToLeft ? element.insets.trailing : element.insets.leading
      let right = direction == .rightToLeft ? element.insets.leading : element.insets.trailing
      guard left != 0 || right != 0 || element.insets.top != 0 || element.insets.bottom != 0 else { continue }
      let space = element.space
      // `inner` is the safe rect; `outer` the element's frame (the inner rect extended by the selected insets,
      // all of them here: every element is a container region).
      let inner = (
        minX: space.minX + left, minY: space.minY + element.insets.top,
        maxX: space.maxX - right, maxY: space.maxY - element.insets.bottom
      )
      if minY - epsilon < inner.minY, space.minY < minY + epsilon { minY = space.minY }
      if inner.maxY < maxY + epsilon, maxY - epsilon < space.maxY { maxY = space.maxY }
      if minX - epsilon < inner.minX, space.minX < minX + epsilon { minX = space.minX }
      if inner.maxX < maxX + epsilon, maxX - epsilon < space.maxX { maxX = space.maxX }
    }
    let left = frame.minX - minX
    let right = maxX - frame.maxX
    return EdgeInsets(
      top: frame.minY - minY, leading: direction == .rightToLeft ? right : left, bottom: maxY - frame.maxY,
      trailing: direction == .rightToLeft ? left : right)
  }
}
