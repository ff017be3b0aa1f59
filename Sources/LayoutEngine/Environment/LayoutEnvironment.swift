import JSONCore
import TextMetrics

/// The environment a tree is laid out in: display, platform, behaviour version, the inherited text settings,
/// and the text measurer. Injected by the caller (never global), overridable per tree by `environment` in the
/// tree document and, for font and line limit, per subtree by modifiers.
public struct LayoutEnvironment: Sendable {
  /// Pixels per point: 1, 2 or 3. Text sizes are rounded up to this grid and rendered frames snapped to it.
  public var displayScale: Double
  /// The SwiftUI behaviour version (default `v6`, iOS 18).
  public var semantics: Semantics
  /// The platform whose defaults apply. Only iOS is modelled.
  public var platform: Platform
  /// The font of text that sets none (`.body`).
  public var font: Font
  /// The most lines a `Text` shows; nil for no limit.
  public var lineLimit: Int?
  /// Left-to-right or right-to-left.
  public var layoutDirection: LayoutDirection
  /// The text modifiers' settings in effect (tracking, line spacing, truncation, shrinking, reserved lines).
  public var textAttributes: TextAttributes = .plain
  /// `textCase(_:)` in effect; nil for text as written.
  public var textCase: TextCase?
  /// `multilineTextAlignment(_:)` in effect.
  public var multilineTextAlignment: TextAlignment = .leading
  /// The control styles in effect (`labelStyle`, `toggleStyle`, `pickerStyle`, `labelsHidden()`, `imageScale`, …).
  public var controlStyles = ControlStyles()
  /// The screen's safe-area insets around the root's proposal (the proposal is the safe area): zero by default;
  /// a phone's are `EdgeInsets.phoneSafeArea`. With insets the root is placed inside them, frames are in screen
  /// coordinates, and `ignoresSafeArea` extends into them.
  public var safeAreaInsets: EdgeInsets = .zero
  /// Measures every `Text`: by default the SF emulation over Inter (`SystemFontTextMeasurer`), the product's
  /// numbers; layout fixtures that pin arithmetic say `FixedAdvanceTextMeasurer` explicitly.
  public var textMeasurer: any TextMeasurer
  /// The named behaviour switches.
  public var behaviors: LayoutBehaviors

  /// The platforms whose defaults the engine knows.
  public enum Platform: String, CaseIterable, Hashable, Sendable {
    /// iOS (iPhone), the only one modelled.
    case iOS
  }

  /// Creates an environment; the defaults are an iPhone at @3x on iOS 18 with the system font (SF emulated over
  /// Inter's tables).
  public init(
    displayScale: Double = 3, semantics: Semantics = .default, platform: Platform = .iOS, font: Font = .body,
    lineLimit: Int? = nil, layoutDirection: LayoutDirection = .leftToRight,
    textMeasurer: any TextMeasurer = SystemFontTextMeasurer(), behaviors: LayoutBehaviors = LayoutBehaviors()
  ) {
    self.displayScale = displayScale
    self.semantics = semantics
    self.platform = platform
    self.font = font
    self.lineLimit = lineLimit
    self.layoutDirection = layoutDirection
    self.textMeasurer = textMeasurer
    self.behaviors = behaviors
  }

  /// The length of one pixel in points (SwiftUI's `pixelLength`).
  public var pixelLength: Double { 1 / displayScale }

  /// The pixel grid of the display.
  public var pixelGrid: DisplayGrid { DisplayGrid(displayScale: displayScale) }

  /// The padding `padding()` adds on each edge: 16 on iOS (§5.3.1).
  public var defaultPadding: Double { 16 }

  /// The gap between two ordinary views in a stack and the default `Spacer` minimum length: 8 on iOS (§3.1).
  public var defaultSpacing: Double { 8 }

  /// This environment with a tree's overrides applied.
  public func applying(_ overrides: EnvironmentOverrides) -> LayoutEnvironment {
    var copy = self
    if let value = overrides.displayScale { copy.displayScale = value }
    if let value = overrides.semantics { copy.semantics = value }
    if let value = overrides.platform { copy.platform = value }
    if let value = overrides.font { copy.font = value }
    if let value = overrides.lineLimit { copy.lineLimit = value }
    if let value = overrides.layoutDirection { copy.layoutDirection = value }
    if let value = overrides.safeAreaInsets { copy.safeAreaInsets = value }
    for override in overrides.behaviors {
      // Overrides were validated when the tree was loaded; a failure here cannot happen, and would leave the
      // default in place rather than trap.
      try? copy.behaviors.apply(name: override.name, value: override.value, path: override.path)
    }
    return copy
  }
}
