/// A cluster measurer with a run's settings on top of a font's: the run's tracking (and tightening) on every
/// cluster, SF Mono's advance for the `.monospaced` design, and one width for all ASCII digits under
/// `monospacedDigit()` (the widest digit's, as tabular figures are).
struct StyledClusterMeasurer: ClusterMeasuring {
  /// The font's own measurer.
  let base: any ClusterMeasuring
  /// Points added to every cluster's advance.
  let tracking: Double
  /// Every cluster's advance for a monospaced design, nil otherwise.
  let monospacedAdvance: Double?
  /// The advance of a digit under `monospacedDigit()`, nil otherwise.
  let digitAdvance: Double?

  init(base: any ClusterMeasuring, font: Font, tracking: Double) {
    self.base = base
    self.tracking = tracking
    let isSystem = font.family == .system
    monospacedAdvance =
      isSystem && font.design == .monospaced ? SystemFontProfile.monospacedAdvance * font.pointSize : nil
    if font.hasMonospacedDigits {
      var widest = 0.0
      for value in UInt8(ascii: "0")...UInt8(ascii: "9") {
        widest = Swift.max(widest, base.measureASCII(Unicode.Scalar(value), breakClass: .numeric).width)
      }
      digitAdvance = widest
    } else {
      digitAdvance = nil
    }
  }

  func measure(_ character: Character, breakClass: ClusterBreakClass) -> ClusterMeasure {
    let isDigit = character.asciiValue.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
    return styled(base.measure(character, breakClass: breakClass), isDigit: isDigit, breakClass: breakClass)
  }

  func measureASCII(_ scalar: Unicode.Scalar, breakClass: ClusterBreakClass) -> ClusterMeasure {
    let isDigit = scalar.value >= 0x30 && scalar.value <= 0x39
    return styled(base.measureASCII(scalar, breakClass: breakClass), isDigit: isDigit, breakClass: breakClass)
  }

  func kerning(_ left: ClusterMeasure, _ right: ClusterMeasure) -> Double {
    monospacedAdvance == nil ? base.kerning(left, right) : 0
  }

  private func styled(_ measure: ClusterMeasure, isDigit: Bool, breakClass: ClusterBreakClass) -> ClusterMeasure {
    guard breakClass != .hardBreak, measure.width != 0 else { return measure }
    var result = measure
    if let monospacedAdvance {
      result.width = monospacedAdvance
    } else if isDigit, let digitAdvance {
      result.width = digitAdvance
    }
    result.width += tracking
    return result
  }
}
