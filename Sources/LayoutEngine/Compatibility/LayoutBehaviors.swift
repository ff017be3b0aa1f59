import JSONCore

/// The named behaviour switches: one per place where SwiftUI's behaviour is uncertain or where this engine
/// had to choose (`swiftui-semantics.md` §9, `control-sizes.md` §9). Each has a documented default, source
/// and confidence (see `LayoutBehaviors.catalog`), and a tree can override any of them in
/// `environment.behaviors`, e.g. `{"behaviors": {"geometryReaderUnspecifiedSize": 10}}`.
public struct LayoutBehaviors: Hashable, Sendable {
  /// The size a `GeometryReader` takes on an axis proposed nil. Default 0 (OpenSwiftUI, iOS 14+); one user
  /// report says 10. Low confidence.
  public var geometryReaderUnspecifiedSize: Double = 0

  /// How two `Text`s stacked in a `VStack` with default spacing are spaced.
  public enum TextToTextSpacing: String, CaseIterable, Hashable, Sendable {
    /// The font's leading rounded up to a pixel from v5, 0 before (OpenSwiftUI); ≈ 0 for SF. The default.
    case fontLeading
    /// The ordinary 8-point default, the common guess.
    case standard
  }
  /// How two `Text`s stacked in a `VStack` are spaced by default. Default `fontLeading`. Low–medium.
  public var textToTextSpacing: TextToTextSpacing = .fontLeading

  /// How a `ZStack` sizes itself.
  public enum ZStackSizing: String, CaseIterable, Hashable, Sendable {
    /// The largest width and height among the highest-priority children (OpenSwiftUI's `_ZStackLayout`, audited
    /// for iOS 18).
    case maxOfTopPriority
    /// The union of the children's aligned frames (published with screenshots for iOS 15: Mark van Wijnen, "How
    /// to Use Alignments in SwiftUI — Z-Stack Alignment", 2022); differs only with custom guides.
    case unionOfAlignedFrames
  }
  /// How a `ZStack` sizes itself; nil means by semantics: the union of the aligned frames before v4 (iOS 15 and
  /// earlier, the published observation), the largest top-priority child from v4 (iOS 16's `Layout`-based
  /// `ZStack`, OpenSwiftUI). Low–medium: the two sources are for different iOS versions.
  public var zStackSizing: ZStackSizing? = nil

  /// How a `ZStack` sizes itself under `semantics`.
  public func zStackSizing(for semantics: Semantics) -> ZStackSizing {
    zStackSizing ?? (semantics >= .v4 ? .maxOfTopPriority : .unionOfAlignedFrames)
  }

  /// How a container combines its children's last text baselines.
  public enum BaselineCombination: String, CaseIterable, Hashable, Sendable {
    /// The minimum (OpenSwiftUI's code).
    case minimum
    /// The maximum: the bottom-most baseline, as Apple documents `VerticalAlignment.combineExplicit(_:)` ("for
    /// example, `firstTextBaseline` returns the minimum value, while `lastTextBaseline` returns the maximum
    /// value"). The default.
    case maximum
  }
  /// How a container combines its children's last text baselines. Default `maximum` (Apple's documentation).
  /// Medium.
  public var lastTextBaselineCombination: BaselineCombination = .maximum

  /// How far `layoutPriority` travels outwards through the modifiers written after it.
  public enum PriorityPropagation: String, CaseIterable, Hashable, Sendable {
    /// Layout modifiers (frame, padding, position) report priority 0; fixedSize, alignmentGuide and
    /// non-layout modifiers forward their child's (OpenSwiftUI). The default.
    case stopsAtLayoutModifiers
    /// Every modifier forwards its child's priority.
    case throughAllModifiers
  }
  /// How far `layoutPriority` travels outwards through later modifiers. Default `stopsAtLayoutModifiers`. Low.
  public var layoutPriorityPropagation: PriorityPropagation = .stopsAtLayoutModifiers

  /// The height of a plain `TextField`/`SecureField`; nil means by semantics: up to v6
  /// `floor_to_pixel(lineHeight + 2)` (22.0 at body @3x), v7 `floor_to_pixel(lineHeight × 19.667 / 20.287)`
  /// (19.667 at body). Medium (fits `control-sizes.md` 1.1–1.3).
  public var textFieldHeight: Double? = nil

  /// Points added to the plain field height by `.textFieldStyle(.roundedBorder)`: 12, giving 34 at body.
  /// Low–medium (`control-sizes.md` 1.4, measured at body 16).
  public var roundedBorderExtraHeight: Double = 12

  /// The width a `TextField` takes when proposed nil: the width of its text, or of its title when the text is
  /// empty; a number fixes it. Unmeasured anywhere; low.
  public var textFieldIdealWidth: Double? = nil

  /// Inset-grouped `Form`/`List` row metrics; nil means by semantics (see `ListRowMetrics.forSemantics`).
  public var listRowMetrics: ListRowMetrics? = nil

  /// The size of `Text("")`.
  public enum EmptyTextSize: String, CaseIterable, Hashable, Sendable {
    /// 0 × 0 (OpenSwiftUI measures an empty rect). The default.
    case zero
    /// 0 wide and one line tall.
    case oneLine
  }
  /// The size of `Text("")`. Default `zero`. Low (`control-sizes.md` 7.11).
  public var emptyTextSize: EmptyTextSize = .zero

  /// Whether a stack's explicit alignment value adds each child's position to the child's own value.
  public enum StackAlignmentOrigin: String, CaseIterable, Hashable, Sendable {
    /// Child origin + child value, as SwiftUI's default layout merge does (a VStack's last baseline is its last
    /// text's). The default, our decision.
    case childOriginPlusValue
    /// The child's own value only, as OpenSwiftUI's stack code literally reads.
    case childValueOnly
  }
  /// How a stack computes its explicit alignment values. Default `childOriginPlusValue`. Low.
  public var stackAlignmentOrigin: StackAlignmentOrigin = .childOriginPlusValue

  /// Points of padding a default-style `Button` adds around its label: 0 (`control-sizes.md` §9.8). Low.
  public var buttonLabelPadding: Double = 0

  /// The padding between a bordered-style button's label and the edges of its shape.
  public struct BorderedButtonPadding: Hashable, Sendable {
    /// Points on the leading and on the trailing side.
    public var horizontal: Double = 12
    /// Points above and below.
    public var vertical: Double = 7
  }
  /// The padding a `bordered`, `borderedProminent`, `glass` or `glassProminent` button style adds around its
  /// label, at the regular control size. Default 12 a side, 7 above and below: an estimate (UIKit's medium button
  /// insets; a bordered body-text button about 34 points tall), not measured. Low.
  public var borderedButtonPadding = BorderedButtonPadding()

  /// Whether preferences cross a `Form`/`List` boundary.
  public enum ListPreferenceBoundary: String, CaseIterable, Hashable, Sendable {
    /// Rows' preference values reach the views around the list, as through any container. The default.
    case passesThrough
    /// Nothing inside a `Form`/`List` reaches the views around it (reports of values lost at UIKit-hosted
    /// boundaries).
    case blocks
  }
  /// Whether preferences cross a `Form`/`List` boundary. Default `passesThrough`. Low (§6.3.3: unverified).
  public var listPreferenceBoundary: ListPreferenceBoundary = .passesThrough

  /// The order in which a container reduces its children's preference values.
  public enum PreferenceOrder: String, CaseIterable, Hashable, Sendable {
    /// Declaration (view-tree) order, as the documentation says. The default.
    case declaration
    /// The reverse, to test whether a tree depends on an order SwiftUI does not promise ("graph order").
    case reversed
  }
  /// The order in which children's preference values are reduced. Default `declaration`. Medium (§6.1.4).
  public var preferenceOrder: PreferenceOrder = .declaration

  /// What dynamic content (`ForEach`, `if`) reports for a key none of its items writes.
  public enum DynamicPreferenceDefault: String, CaseIterable, Hashable, Sendable {
    /// The key's `defaultValue`, and reduction starts from it (observed on real SwiftUI). The default.
    case always
    /// Nothing, like static content: only producers take part.
    case producersOnly
  }
  /// What dynamic content reports for keys no item writes. Default `always`. High (§6.1.3, case M16).
  public var dynamicPreferenceDefault: DynamicPreferenceDefault = .always

  /// What SwiftUI's cycle guard counts deliveries per ("update seed").
  public enum CycleGuardScope: String, CaseIterable, Hashable, Sendable {
    /// One update: everything an open, edit or tap sets off, until the loop settles. A binder gets at most two
    /// deliveries per update; the third is dropped with SwiftUI's warning. The default.
    case update
    /// One pass (OpenSwiftUI bumps the seed per update pass): the guard never trips on one delivery per pass, and
    /// a divergent loop runs until the update loop's pass limit.
    case pass
  }
  /// What the cycle guard's two deliveries are counted per. Default `update`. Low (§6.3.1: unverified).
  public var cycleGuardScope: CycleGuardScope = .update

  /// Where a `ScrollView` puts content shorter than its viewport along a scroll axis.
  public enum ScrollViewContentAlignment: String, CaseIterable, Hashable, Sendable {
    /// At the leading/top edge, scrolled to the start (UIKit's default `contentAlignmentPoint` (0, 0)). The
    /// default.
    case leading
    /// Centred in the viewport (as iOS 18's `defaultScrollAnchor(_:for: .alignment)` can ask, and as one forum
    /// report describes two-axis scroll views).
    case center
  }
  /// Where a `ScrollView` puts content shorter than its viewport along a scroll axis. Default `leading`. Low.
  public var scrollViewContentAlignment: ScrollViewContentAlignment = .leading

  /// The sizes of iOS's controls and bars (`ControlMetrics`). Published UIKit numbers where they exist; low to
  /// medium confidence per member.
  public var controlMetrics = ControlMetrics()

  /// The defaults.
  public init() {}
}
