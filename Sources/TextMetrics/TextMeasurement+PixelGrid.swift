extension TextMeasurement {
  /// The measurement as `Text` reports it on a display with `scale` pixels per point: width and height rounded
  /// up to the pixel grid; the first baseline rounded to the nearest pixel; the last baseline moved by the same
  /// adjustment and then rounded up (OpenSwiftUI's `Text` metrics, `swiftui-semantics.md` §2.1 and §2.6).
  ///
  /// The arithmetic is `PixelGrid`'s, which is that of the layout engine's `DisplayGrid`, so the golden tests here
  /// and the layout's `Text` layer agree on every bit.
  public func roundedUp(toPixelsOf scale: Double) -> TextMeasurement {
    var result = self
    result.width = PixelGrid.ceil(width, scale: scale)
    result.height = PixelGrid.ceil(height, scale: scale)
    result.firstBaseline = PixelGrid.round(firstBaseline, scale: scale)
    result.lastBaseline = PixelGrid.ceil(lastBaseline + (result.firstBaseline - firstBaseline), scale: scale)
    return result
  }
}
