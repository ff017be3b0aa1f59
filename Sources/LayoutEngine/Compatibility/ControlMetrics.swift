/// The sizes of iOS's system controls and chrome that SwiftUI's controls and containers are drawn with, at the
/// default Dynamic Type size: each a published UIKit number where one exists, else our documented default.
/// Overridable as a whole in a tree's `environment.behaviors.controlMetrics`.
public struct ControlMetrics: Hashable, Sendable {
  /// A `Toggle`'s switch: 51 × 31 (`UISwitch`'s fixed size, published in UIKit's documentation and HIG).
  public var switchSize = Size(width: 51, height: 31)
  /// A `Stepper`'s control: 94 × 32 (`UIStepper`'s intrinsic size). Medium (widely published).
  public var stepperSize = Size(width: 94, height: 32)
  /// A `Slider`'s height: 31 (`UISlider`'s intrinsic height on iOS 7 and later). Low–medium.
  public var sliderHeight = 31.0
  /// A segmented `Picker`'s height: 32 (`UISegmentedControl` on iOS 13 and later). Medium.
  public var segmentedHeight = 32.0
  /// A linear `ProgressView`'s height: 4 (`UIProgressView`'s default bar). Medium.
  public var progressBarHeight = 4.0
  /// A circular `ProgressView`'s side: 20 (`UIActivityIndicatorView`'s medium style). Medium.
  public var spinnerSide = 20.0
  /// The gap between a control and its label, and between a `Label`'s icon and title: 8, the default spacing
  /// (a `Label`'s title sits 8 after its 24-wide icon box in sentry-cocoa's iOS 16–18 dumps, `control-sizes.md`
  /// 8.2). Medium.
  public var labelSpacing = 8.0
  /// An SF Symbol's layout box at 17 pt: 24 × 20.333 (the `house` icon's box in the same dumps: drawn 20 ×
  /// 17.667, its title 8 after a 24-wide box); other symbols and sizes scale it by the font's size. Low.
  public var symbolSize = Size(width: 24, height: 20 + 1.0 / 3)
  /// `imageScale(.small)` relative to `.medium`: 0.8 (UIKit's symbol scales, approximate). Low.
  public var smallSymbolScale = 0.8
  /// `imageScale(.large)` relative to `.medium`: 1.3. Low.
  public var largeSymbolScale = 1.3
  /// The width a `.menu` `Picker` adds to its selected value's text for its up-and-down chevron: 20. Low.
  public var menuIndicatorWidth = 20.0
  /// A compact `DatePicker`'s button around its date text: 11 on each side, 34.333 tall (the system's capsule
  /// around body text). Low.
  public var compactDatePadding = 11.0
  /// A navigation bar's height with an inline title: 44 (`UINavigationBar`). Medium.
  public var inlineNavigationBarHeight = 44.0
  /// A navigation bar's height with a large title: 96 (44 + 52 for the large title). Medium.
  public var largeNavigationBarHeight = 96.0
  /// A tab bar's height above the safe area: 49 (`UITabBar`). Medium.
  public var tabBarHeight = 49.0
  /// A `GroupBox`'s inset from its drawn box to its label and content, on every edge: 16, the default
  /// `padding()` on iOS (unmeasured: Apple documents the box, not its inset). Low.
  public var groupBoxPadding = 16.0
  /// The padding a bordered-style button adds around its label at `controlSize(.small)` and `.mini`: 10 a side,
  /// 5 above and below (chosen: smaller than the regular size's `borderedButtonPadding`; unmeasured, and the
  /// smaller font such buttons use is not modelled). Low.
  public var smallButtonPadding = LayoutBehaviors.BorderedButtonPadding(horizontal: 10, vertical: 5)
  /// The padding a bordered-style button adds around its label at `controlSize(.large)` and `.extraLarge`: 20 a
  /// side, 14 above and below (chosen: a bordered body-text button about 48 points tall, near the 50-point buttons
  /// of Apple's large-size examples; unmeasured). Low.
  public var largeButtonPadding = LayoutBehaviors.BorderedButtonPadding(horizontal: 20, vertical: 14)
  /// A circular `ProgressView`'s side at `controlSize(.large)` and `.extraLarge`: 37 (`UIActivityIndicatorView`'s
  /// large style). Medium.
  public var largeSpinnerSide = 37.0

  /// The defaults.
  public init() {}

  /// The members a tree's `controlMetrics` behaviour may set.
  public static let memberNames = [
    "switchWidth", "switchHeight", "stepperWidth", "stepperHeight", "sliderHeight", "segmentedHeight",
    "progressBarHeight", "spinnerSide", "labelSpacing", "symbolWidth", "symbolHeight", "smallSymbolScale",
    "largeSymbolScale", "menuIndicatorWidth", "compactDatePadding", "inlineNavigationBarHeight",
    "largeNavigationBarHeight", "tabBarHeight", "groupBoxPadding", "smallButtonHorizontalPadding",
    "smallButtonVerticalPadding", "largeButtonHorizontalPadding", "largeButtonVerticalPadding", "largeSpinnerSide",
  ]
}
