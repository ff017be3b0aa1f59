/// What iOS's system font (SF Pro) is known to do, as public facts: its vertical metrics, its size-dependent
/// tracking, and how much its advances narrow as the optical size moves from the Text to the Display design.
///
/// Sources (see `../shared/reference/text-metrics.md` §1 and §2.2):
/// * vertical metrics: `UIFont.systemFont` on the iOS 26.4 simulator reports ascender 0.952148 em, descender
///   0.241211 em and line height 1.193359 em at every size and weight, exactly 1950, 494 and 2444 per 2048;
///   cap height 1443 and x-height 1040 per 2048 are capsize's `-apple-system` entry;
/// * tracking: the HIG typography table's 1/1000 em column, applied to every glyph including the last (the only
///   model consistent with the public iOS widths at 11–17 pt, `fontcheck/sf_model_check.py`);
/// * optical factor: fitted on the public iOS widths of two strings at 17–28 pt (an in-sample fit; the system
///   font's `opsz` axis runs 17–28 and is clamped outside).
package enum SystemFontProfile {
  /// The design grid of SF's vertical metrics.
  package static let unitsPerEm = 2048.0
  /// Ascender in units of `unitsPerEm`.
  package static let ascender = 1950.0
  /// Descender (below the baseline, positive) in units of `unitsPerEm`.
  package static let descender = 494.0
  /// Line gap in units of `unitsPerEm`.
  package static let lineGap = 0.0
  /// Cap height in units of `unitsPerEm` (capsize).
  package static let capHeight = 1443.0
  /// x-height in units of `unitsPerEm` (capsize).
  package static let xHeight = 1040.0

  /// SF Mono's advance in ems (1229 per 2048 units), which the `.monospaced` design gives every glyph.
  package static let monospacedAdvance = 1229.0 / 2048.0

  /// SF's vertical metrics at a point size.
  package static func verticalMetrics(pointSize: Double) -> FontVerticalMetrics {
    let scale = pointSize / unitsPerEm
    return FontVerticalMetrics(
      ascender: ascender * scale, descender: descender * scale, leading: lineGap * scale,
      capHeight: capHeight * scale, xHeight: xHeight * scale)
  }

  /// The HIG tracking table: (point size, 1/1000 em). Sizes between entries interpolate linearly; sizes below
  /// 6 pt use the 6 pt value and sizes from 80 pt use 0. Where the HIG gives one value for a range of sizes
  /// (36–40 pt: +10) both ends are listed so the value holds across the range.
  static let trackingTable: [(size: Double, value: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
    (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11),
    (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (40, 10), (41, 9),
    (43, 9), (44, 8), (48, 8), (49, 7), (51, 7), (52, 6), (56, 6), (58, 5), (60, 4), (64, 4), (66, 3), (68, 2),
    (72, 2), (76, 1), (80, 0),
  ]

  /// SF's tracking at a point size, in 1/1000 em.
  package static func trackingPerMille(pointSize: Double) -> Double {
    Interpolation.piecewiseLinear(trackingTable, at: pointSize)
  }

  /// SF's tracking at a point size, in points, added to every glyph's advance.
  package static func tracking(pointSize: Double) -> Double {
    trackingPerMille(pointSize: pointSize) / 1000 * pointSize
  }

  /// The factor on stand-in (Text design) advances for SF's optical size: 1 up to 17 pt, narrowing to 0.889 at
  /// 28 pt and above.
  static let opticalFactorTable: [(size: Double, value: Double)] = [
    (17, 1.0), (18, 0.9955), (20, 0.975), (22, 0.9416), (24, 0.909), (28, 0.889),
  ]

  /// The optical-size width factor at a point size.
  package static func opticalWidthFactor(pointSize: Double) -> Double {
    Interpolation.piecewiseLinear(opticalFactorTable, at: pointSize)
  }
}
