/// A variable font's design axes (`fvar`) and their normalisation (`avar`).
///
/// A user coordinate (say `opsz` 17, `wght` 600) is normalised to −1…0…1 against the axis's minimum, default and
/// maximum, quantised to 2.14 fixed point, mapped through the axis's `avar` segment map when there is one, and
/// quantised again, as the OpenType specification describes.
package struct VariationAxes: Hashable, Sendable {
  /// One axis of `fvar`.
  package struct Axis: Hashable, Sendable {
    /// The axis tag: `wght`, `wdth`, `opsz`, `ital`, `slnt`, `GRAD`, …
    package var tag: String
    /// The smallest user value.
    package var minimum: Double
    /// The default user value: what the font's plain `hmtx` advances are for.
    package var defaultValue: Double
    /// The largest user value.
    package var maximum: Double
  }

  /// The axes, in `fvar` order.
  package let axes: [Axis]
  /// For each axis, the `avar` segment map (from, to) in normalised coordinates; empty when the axis has none.
  let segmentMaps: [[(size: Double, value: Double)]]

  /// The most axes read; real fonts have a handful.
  static let maximumAxes = 64

  /// Two sets of axes are equal when their `fvar` axes are (the `avar` maps follow the font).
  package static func == (lhs: VariationAxes, rhs: VariationAxes) -> Bool { lhs.axes == rhs.axes }

  /// Hashes the `fvar` axes.
  package func hash(into hasher: inout Hasher) { hasher.combine(axes) }

  /// No axes: a static font.
  init() {
    axes = []
    segmentMaps = []
  }

  /// Reads `fvar` and, when present, `avar`.
  init(fvar: FontDataReader, avar: FontDataReader?) throws(FontLoadingError) {
    let axesOffset = Int(try fvar.uint16(4))
    let count = Int(try fvar.uint16(8))
    let size = Int(try fvar.uint16(10))
    guard count <= VariationAxes.maximumAxes else {
      throw fvar.error(at: 8, "\(count) axes (allowed at most \(VariationAxes.maximumAxes))")
    }
    guard size >= 20 || count == 0 else { throw fvar.error(at: 10, "axis records of \(size) bytes (need 20)") }
    _ = try fvar.arrayLength(count, size, at: axesOffset, "axis records")
    var axes: [Axis] = []
    for index in 0..<count {
      let record = axesOffset + size * index
      let axis = Axis(
        tag: try fvar.tag(record), minimum: try fvar.fixed(record + 4), defaultValue: try fvar.fixed(record + 8),
        maximum: try fvar.fixed(record + 12))
      guard axis.minimum <= axis.defaultValue, axis.defaultValue <= axis.maximum else {
        throw fvar.error(at: record, "axis '\(axis.tag)' has minimum, default and maximum out of order")
      }
      axes.append(axis)
    }
    self.axes = axes
    var maps = Array(repeating: [(size: Double, value: Double)](), count: count)
    if let avar {
      let mapCount = Int(try avar.uint16(6))
      guard mapCount == count else {
        throw avar.error(at: 6, "avar lists \(mapCount) axes but fvar has \(count)")
      }
      var position = 8
      for axis in 0..<count {
        let pairs = Int(try avar.uint16(position))
        let length = try avar.arrayLength(pairs, 4, at: position + 2, "avar axis value maps")
        for pair in 0..<pairs {
          let record = position + 2 + 4 * pair
          maps[axis].append((try avar.f2dot14(record), try avar.f2dot14(record + 2)))
        }
        position += 2 + length
      }
    }
    segmentMaps = maps
  }

  /// Normalised coordinates (one per axis) for user values by tag; axes not given stay at their default (0).
  package func normalizedCoordinates(_ values: [String: Double]) -> [Double] {
    axes.enumerated().map { index, axis in
      guard let value = values[axis.tag], value.isFinite else { return 0 }
      let clamped = min(max(value, axis.minimum), axis.maximum)
      var normalized = 0.0
      if clamped < axis.defaultValue, axis.defaultValue > axis.minimum {
        normalized = (clamped - axis.defaultValue) / (axis.defaultValue - axis.minimum)
      } else if clamped > axis.defaultValue, axis.maximum > axis.defaultValue {
        normalized = (clamped - axis.defaultValue) / (axis.maximum - axis.defaultValue)
      }
      normalized = VariationAxes.quantized(normalized)
      if index < segmentMaps.count, !segmentMaps[index].isEmpty {
        normalized = VariationAxes.quantized(Interpolation.piecewiseLinear(segmentMaps[index], at: normalized))
      }
      return normalized
    }
  }

  /// Rounds to the nearest 1/16384, the precision of 2.14 fixed point.
  private static func quantized(_ value: Double) -> Double { (value * 16384).rounded() / 16384 }
}
