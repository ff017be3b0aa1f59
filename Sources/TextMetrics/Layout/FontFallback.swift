/// Widths for grapheme clusters no font in the chain has a glyph for: the last resort of CoreText's cascade
/// list (PingFang for CJK, Apple Color Emoji, script fonts), which this package does not ship.
///
/// Named behaviours (`../shared/reference/text-metrics.md` §3.2; **verify** on a device):
/// * an emoji cluster (ZWJ sequences, modifiers, flags, keycaps) is one glyph of 1.25 em: Noto Color Emoji's
///   advance is 2550/2048 = 1.245 em, and Apple Color Emoji is taken to be the same (**verify**), with no tracking;
/// * ideographs, kana, Hangul syllables, CJK punctuation and fullwidth forms are 1 em (CJK fonts' full width);
///   halfwidth forms are 0.5 em;
/// * anything else is SF's average character width, 853/2048 em (capsize's `xWidthAvg` for `-apple-system`).
enum FontFallback {
  /// Emoji advance in ems.
  static let emojiAdvance = 1.25
  /// Full-width advance in ems.
  static let fullWidthAdvance = 1.0
  /// Half-width advance in ems.
  static let halfWidthAdvance = 0.5
  /// Average advance in ems for other scripts.
  static let averageAdvance = 853.0 / 2048.0

  /// The estimated advance in ems of a scalar no font maps.
  static func advance(for scalar: Unicode.Scalar) -> Double {
    switch scalar.value {
    case 0xFF61...0xFFDC, 0xFFE8...0xFFEE: return halfWidthAdvance
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return fullWidthAdvance
    default: return averageAdvance
    }
  }

  /// Whether a scalar takes no space whatever the font: default-ignorables (joiners, variation selectors, bidi
  /// controls, soft hyphen, word joiner, BOM), combining and enclosing marks, format and control characters.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    // ASCII: only the control characters (a fast path; property lookups cost more than the rest of measuring).
    if scalar.value < 0x80 { return scalar.value < 0x20 || scalar.value == 0x7F }
    let properties = scalar.properties
    if properties.isDefaultIgnorableCodePoint { return true }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return false
    }
  }
}
