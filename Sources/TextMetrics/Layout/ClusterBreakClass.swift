/// How a grapheme cluster takes part in line breaking: a small subset of UAX #14 (Unicode line breaking), the
/// rules `../shared/reference/text-metrics.md` §4 lists.
///
/// * A line may end after a run of spaces (the spaces hang), after a zero width space, after a hyphen or dash
///   between letters, and before or after an ideograph, kana, Hangul syllable or emoji.
/// * Never before closing punctuation (`:` `,` `.` `)` `!` `?` …, also after a space), never after opening
///   punctuation, never next to a no-break space or word joiner.
/// * Hard breaks (`\n`, `\r\n`, `\r`, U+2028, U+2029, U+0085, vertical tab, form feed) always end a line.
/// * Hyphenation and soft hyphens are off: U+00AD is a zero-width character with no break.
enum ClusterBreakClass: UInt8, Sendable {
  /// Letters and everything without a rule.
  case text
  /// A digit: text, except that a hyphen before it does not break ("-5", "10-20" stays whole).
  case numeric
  /// A breaking space (U+0020, tab, U+3000, the U+2000 block but figure space): hangs at a line's end.
  case space
  /// A forced line break.
  case hardBreak
  /// U+200B: a break opportunity with no width.
  case zeroWidthSpace
  /// No-break space, figure space, narrow no-break space, word joiner, zero width no-break space.
  case glue
  /// A hyphen or dash a line may end after.
  case hyphen
  /// Ideographs, kana, Hangul syllables, emoji: breaks before and after.
  case ideographic
  /// Opening punctuation: no break after.
  case opening
  /// Closing punctuation and marks that must not start a line: no break before.
  case closing

  /// The class of a grapheme cluster, from its first scalar (and, for emoji, the whole cluster).
  init(_ character: Character) {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else {
      self = .text
      return
    }
    if first.value >= 0x80 || scalars.count > 1, ClusterBreakClass.isEmojiCluster(scalars) {
      self = .ideographic
      return
    }
    self = ClusterBreakClass(first)
  }

  /// The class of an ASCII byte, as `init(_:)` gives it for that scalar: a switch over the byte alone (the general
  /// one, compiled as range comparisons, cost about 43 instructions a character measured).
  init(ascii byte: UInt8) {
    switch byte {
    case 0x0A, 0x0B, 0x0C, 0x0D: self = .hardBreak
    case 0x20, 0x09: self = .space
    case 0x2D: self = .hyphen
    case 0x30...0x39: self = .numeric
    case 0x28, 0x5B, 0x7B: self = .opening
    case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: self = .closing
    default: self = .text
    }
  }

  /// The class of a single scalar.
  init(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: self = .hardBreak
    case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: self = .space
    case 0x200B: self = .zeroWidthSpace
    case 0xA0, 0x2007, 0x202F, 0x2060, 0xFEFF, 0x034F: self = .glue
    case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014: self = .hyphen
    case 0x30...0x39: self = .numeric
    case 0x28, 0x5B, 0x7B, 0xAB, 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018,
      0xFF08, 0xFF3B, 0xFF5B:
      self = .opening
    case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0xBB, 0x2019, 0x201D, 0x2026, 0x3001, 0x3002,
      0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x309B...0x309E, 0x30FB...0x30FE,
      0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D,
      // Small kana and the prolonged sound mark (UAX #14 class CJ, treated as NS: no break before).
      0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
      0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FC:
      self = .closing
    case 0x2E80...0x2FFF, 0x3003...0x3007, 0x3012, 0x3013, 0x301C...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
      0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFF:
      self = .ideographic
    default: self = .text
    }
  }

  /// Whether a cluster is one emoji: an emoji-presentation character, a character followed by VS16, a keycap
  /// sequence, a flag (regional indicators or tag sequence), or any cluster with an emoji modifier or a ZWJ
  /// joining emoji. Text-presentation requests (VS15) are not emoji.
  static func isEmojiCluster(_ scalars: Character.UnicodeScalarView) -> Bool {
    // ASCII letters never start an emoji cluster except as a keycap ("1\u{FE0F}\u{20E3}").
    guard let first = scalars.first, first.value >= 0x80 || scalars.count > 1 else { return false }
    if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
    let pictographic = first.properties.isEmoji && first.value > 0x7F
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0xFE0E: return false
      case 0xFE0F: return first.properties.isEmoji
      case 0x20E3: return true
      case 0x200D, 0xE0020...0xE007F: if pictographic { return true }
      default: if scalar.properties.isEmojiModifier, first.properties.isEmojiModifierBase { return true }
      }
    }
    return first.properties.isEmojiPresentation
  }
}
