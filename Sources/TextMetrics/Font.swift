/// A font as SwiftUI's `Font` describes one: a Dynamic Type text style, a system font of a given size, or a
/// named font the user has loaded, each with a weight.
///
/// Point sizes are iOS's at the default Dynamic Type size category (Large); see
/// `../shared/reference/text-metrics.md` §1.1 and `swiftui-semantics.md` §2.7.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// SwiftUI's `Font.TextStyle`.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// 34 pt regular.
    case largeTitle
    /// 28 pt regular.
    case title
    /// 22 pt regular.
    case title2
    /// 20 pt regular.
    case title3
    /// 17 pt semibold.
    case headline
    /// 15 pt regular.
    case subheadline
    /// 17 pt regular: the default for `Text`.
    case body
    /// 16 pt regular.
    case callout
    /// 13 pt regular.
    case footnote
    /// 12 pt regular.
    case caption
    /// 11 pt regular.
    case caption2

    /// The point size at the default Dynamic Type size category on iOS.
    public var pointSize: Double {
      switch self {
      case .largeTitle: return 34
      case .title: return 28
      case .title2: return 22
      case .title3: return 20
      case .headline: return 17
      case .subheadline: return 15
      case .body: return 17
      case .callout: return 16
      case .footnote: return 13
      case .caption: return 12
      case .caption2: return 11
      }
    }

    /// The weight the style uses unless the view asks for another.
    public var defaultWeight: Weight {
      self == .headline ? .semibold : .regular
    }
  }

  /// SwiftUI's `Font.Weight`.
  public enum Weight: String, CaseIterable, Hashable, Sendable {
    /// Ultralight.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular, the default.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// Black.
    case black
  }

  /// SwiftUI's `Font.Design`: the system font's design variant.
  public enum Design: String, CaseIterable, Hashable, Sendable {
    /// SF Pro, the default.
    case `default`
    /// SF Pro Rounded: the same advances as SF Pro (the emulation measures it as SF Pro).
    case rounded
    /// New York: measured as SF Pro (its advances are not bundled).
    case serif
    /// SF Mono: every glyph advances by `SystemFontProfile.monospacedAdvance` em.
    case monospaced
  }

  /// Where the font's glyphs come from.
  public enum Family: Hashable, Sendable {
    /// The system font (SF Pro on iOS).
    case system
    /// A font the user has loaded, by its family or PostScript name.
    case named(String)
  }

  /// The text style, when the font was made from one.
  public var textStyle: TextStyle?
  /// The point size.
  public var pointSize: Double
  /// The weight.
  public var weight: Weight
  /// The family.
  public var family: Family
  /// The system font's design (`.system(.body, design: .monospaced)`, `fontDesign(_:)`).
  public var design: Design
  /// Whether the font is italic (`italic()`): SF's italic advances are measured as its upright ones.
  public var isItalic: Bool
  /// Whether digits have one width (`monospacedDigit()`): each ASCII digit advances as the widest digit.
  public var hasMonospacedDigits: Bool

  /// Creates a font from every property.
  public init(
    textStyle: TextStyle?, pointSize: Double, weight: Weight, family: Family = .system, design: Design = .default,
    isItalic: Bool = false, hasMonospacedDigits: Bool = false
  ) {
    self.textStyle = textStyle
    self.pointSize = pointSize
    self.weight = weight
    self.family = family
    self.design = design
    self.isItalic = isItalic
    self.hasMonospacedDigits = hasMonospacedDigits
  }

  /// SwiftUI's `Font.system(_ style:)`, e.g. `.body`.
  public static func style(_ style: TextStyle) -> Font {
    Font(textStyle: style, pointSize: style.pointSize, weight: style.defaultWeight)
  }

  /// SwiftUI's `Font.system(size:weight:)`.
  public static func system(size: Double, weight: Weight = .regular) -> Font {
    Font(textStyle: nil, pointSize: size, weight: weight)
  }

  /// SwiftUI's `Font.custom(_:size:)`.
  public static func custom(_ name: String, size: Double) -> Font {
    Font(textStyle: nil, pointSize: size, weight: .regular, family: .named(name))
  }

  /// The default font of `Text`: `.body`.
  public static let body = Font.style(.body)

  /// The same font with another weight, as `Font.weight(_:)`.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// The same font in bold, as `Font.bold()`.
  public func bold() -> Font { weight(.bold) }

  /// The same font in italics, as `Font.italic()`.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// The same font with another design, as `fontDesign(_:)`.
  public func design(_ design: Design) -> Font {
    var copy = self
    copy.design = design
    return copy
  }

  /// The same font with digits of one width, as `Font.monospacedDigit()`.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.hasMonospacedDigits = true
    return copy
  }

  /// The same font at `scale` times its size (`minimumScaleFactor` shrinking text to fit).
  public func scaled(by scale: Double) -> Font {
    var copy = self
    copy.pointSize *= scale
    return copy
  }

  /// How SwiftUI code would spell this font: `.body`, `.headline.bold()`, `.system(size: 20, weight: .bold)`,
  /// `.body.italic()`.
  public var description: String {
    var result: String
    switch family {
    case .named(let name):
      result = ".custom(\"\(name)\", size: \(Font.format(pointSize)))"
    case .system:
      if let textStyle {
        result = ".\(textStyle.rawValue)"
        if design != .default { result = ".system(.\(textStyle.rawValue), design: .\(design.rawValue))" }
        if weight != textStyle.defaultWeight { result += ".weight(.\(weight))" }
      } else {
        var arguments = ["size: \(Font.format(pointSize))"]
        if weight != .regular { arguments.append("weight: .\(weight)") }
        if design != .default { arguments.append("design: .\(design.rawValue)") }
        result = ".system(\(arguments.joined(separator: ", ")))"
      }
    }
    if isItalic { result += ".italic()" }
    if hasMonospacedDigits { result += ".monospacedDigit()" }
    return result
  }

  private static func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
