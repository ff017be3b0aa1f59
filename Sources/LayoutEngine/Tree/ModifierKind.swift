import JSONCore
import TextMetrics

/// A SwiftUI modifier with its arguments.
public indirect enum ModifierKind: Hashable, Sendable {
  /// `frame(width:height:alignment:)`.
  case frame(width: NumericArgument, height: NumericArgument, alignment: Alignment)
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexFrame(FlexFrameArguments)
  /// `padding(_:_:)` or `padding(_ insets:)`: the length per edge; `none` means the platform default.
  case padding(top: NumericArgument, leading: NumericArgument, bottom: NumericArgument, trailing: NumericArgument)
  /// `background(alignment:content:)`.
  case background(SecondaryContent)
  /// `overlay(alignment:content:)`.
  case overlay(SecondaryContent)
  /// `fixedSize(horizontal:vertical:)`.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `layoutPriority(_:)`.
  case layoutPriority(NumericArgument)
  /// `offset(x:y:)`.
  case offset(x: NumericArgument, y: NumericArgument)
  /// `position(x:y:)`.
  case position(x: NumericArgument, y: NumericArgument)
  /// `coordinateSpace(name:)` / `coordinateSpace(.named(_))`.
  case coordinateSpace(name: String)
  /// `alignmentGuide(_:computeValue:)`: `value` may read the view's dimensions as `d` (`"d[.trailing]"`; `$0` is
  /// read as `d`), and as `parameter` when written as a closure (`{ dims in dims[.trailing] }`).
  case alignmentGuide(AlignmentKey, value: NumericArgument, parameter: String)
  /// `font(_:)`.
  case font(Font)
  /// `lineLimit(_:)` and `lineLimit(_:reservesSpace:)`.
  case lineLimit(Int?, reservesSpace: Bool)
  /// `preference(key:value:)`.
  case preference(key: String, value: ValueArgument)
  /// `onPreferenceChange(_:perform:)`.
  case onPreferenceChange(key: String, perform: SwiftExpression)
  /// `anchorPreference(key:value:transform:)`: `value` is the anchor source (`.bounds`, `.topLeading`, …).
  case anchorPreference(key: String, value: String, transform: SwiftExpression?)
  /// `transformPreference(_:_:)`: `transform` mutates `value`.
  case transformPreference(key: String, transform: SwiftExpression)
  /// `backgroundPreferenceValue(_:alignment:_:)`: `parameter` names the closure's value.
  case backgroundPreferenceValue(key: String, parameter: String, content: SecondaryContent)
  /// `overlayPreferenceValue(_:alignment:_:)`.
  case overlayPreferenceValue(key: String, parameter: String, content: SecondaryContent)
  /// `onChange(of:initial:_:)`.
  case onChange(of: SwiftExpression, perform: SwiftExpression, initial: Bool)
  /// A modifier with no layout effect (`opacity`, `shadow`, `onTapGesture`, `accessibilityLabel`, `hidden`, …;
  /// `Vocabulary`'s layout-neutral entries), with its arguments as written. Its layer passes through.
  case layoutNeutral(name: String, arguments: [WrittenArgument])
  /// `bold(_:)`: the font's weight becomes `.bold` (or stays as it is when false).
  case bold(Bool)
  /// `italic(_:)`.
  case italic(Bool)
  /// `fontWeight(_:)`: nil keeps the font's weight.
  case fontWeight(Font.Weight?)
  /// `fontDesign(_:)`: nil keeps the font's design.
  case fontDesign(Font.Design?)
  /// `monospacedDigit()`.
  case monospacedDigit
  /// `kerning(_:)`: points added after each character.
  case kerning(NumericArgument)
  /// `tracking(_:)`: points added after each character (tracking and kerning measure alike here).
  case tracking(NumericArgument)
  /// `textCase(_:)`: nil leaves the letters as written.
  case textCase(TextCase?)
  /// `lineSpacing(_:)`: points between lines.
  case lineSpacing(NumericArgument)
  /// `truncationMode(_:)`.
  case truncationMode(TextAttributes.TruncationMode)
  /// `minimumScaleFactor(_:)`.
  case minimumScaleFactor(NumericArgument)
  /// `allowsTightening(_:)`.
  case allowsTightening(Bool)
  /// `multilineTextAlignment(_:)`: where lines sit in the text's box; no effect on its size.
  case multilineTextAlignment(TextAlignment)
  /// A control style for the subtree: `buttonStyle`, `labelStyle`, `listStyle`, `toggleStyle`, `pickerStyle`,
  /// `progressViewStyle`, `datePickerStyle` (the style's name), `labelsHidden()`, `imageScale` (the scale's
  /// name) and `controlSize` (the size's name).
  case controlStyle(modifier: String, style: String)
  /// `aspectRatio(_:contentMode:)` (`ratio` unspecified: the child's ideal ratio).
  case aspectRatio(ratio: NumericArgument, fills: Bool)
  /// `scaledToFit()` and `scaledToFill()`: `aspectRatio(contentMode:)` with the view's own ratio.
  case scaledTo(fills: Bool)
  /// `layoutValue(key:value:)`: a value for the custom layout around the view (`key` names a declared
  /// `LayoutValueKey`).
  case layoutValue(key: String, value: ValueArgument)
  /// `gridCellColumns(_:)`: the columns a grid cell spans.
  case gridCellColumns(NumericArgument)
  /// `gridColumnAlignment(_:)`: the horizontal alignment of the cell's column.
  case gridColumnAlignment(HorizontalAlignment)
  /// `gridCellUnsizedAxes(_:)`: the axes along which the cell takes its cell's size without sizing it.
  case gridCellUnsizedAxes(AxisSet)
  /// `listRowInsets(_:)`: the insets of the row's content in its `List`/`Form` cell; all four unspecified for
  /// `nil` (the list's own insets).
  case listRowInsets(
    top: NumericArgument, leading: NumericArgument, bottom: NumericArgument, trailing: NumericArgument)
  /// `ignoresSafeArea(_:edges:)`, or `edgesIgnoringSafeArea(_:)` when `legacy`.
  case ignoresSafeArea(regions: SafeAreaRegions, edges: Edge.Set, legacy: Bool)
  /// `safeAreaPadding`: the insets, unspecified for the platform default.
  case safeAreaPadding(
    top: NumericArgument, leading: NumericArgument, bottom: NumericArgument, trailing: NumericArgument)
  /// `safeAreaInset(edge:alignment:spacing:content:)`: the bar's views and their alignment across the edge.
  case safeAreaInset(edge: Edge, spacing: NumericArgument, content: SecondaryContent)
  /// `containerRelativeFrame(_:count:span:spacing:alignment:)` (`containerRelativeFrame(_:alignment:)` is
  /// count 1, span 1).
  case containerRelativeFrame(
    axes: AxisSet, count: NumericArgument, span: NumericArgument, spacing: NumericArgument, alignment: Alignment)
  /// `scaleEffect(x:y:anchor:)`.
  case scaleEffect(x: NumericArgument, y: NumericArgument, anchor: UnitPoint)
  /// `rotationEffect(_:anchor:)`, the angle in degrees.
  case rotationEffect(degrees: NumericArgument, anchor: UnitPoint)

  /// The SwiftUI method name.
  public var name: String {
    switch self {
    case .frame, .flexFrame: return "frame"
    case .padding: return "padding"
    case .background: return "background"
    case .overlay: return "overlay"
    case .fixedSize: return "fixedSize"
    case .layoutPriority: return "layoutPriority"
    case .offset: return "offset"
    case .position: return "position"
    case .coordinateSpace: return "coordinateSpace"
    case .alignmentGuide: return "alignmentGuide"
    case .font: return "font"
    case .lineLimit: return "lineLimit"
    case .preference: return "preference"
    case .onPreferenceChange: return "onPreferenceChange"
    case .anchorPreference: return "anchorPreference"
    case .transformPreference: return "transformPreference"
    case .backgroundPreferenceValue: return "backgroundPreferenceValue"
    case .overlayPreferenceValue: return "overlayPreferenceValue"
    case .onChange: return "onChange"
    case .layoutNeutral(let name, _): return name
    case .bold: return "bold"
    case .italic: return "italic"
    case .fontWeight: return "fontWeight"
    case .fontDesign: return "fontDesign"
    case .monospacedDigit: return "monospacedDigit"
    case .kerning: return "kerning"
    case .tracking: return "tracking"
    case .textCase: return "textCase"
    case .lineSpacing: return "lineSpacing"
    case .truncationMode: return "truncationMode"
    case .minimumScaleFactor: return "minimumScaleFactor"
    case .allowsTightening: return "allowsTightening"
    case .multilineTextAlignment: return "multilineTextAlignment"
    case .controlStyle(let modifier, _): return modifier
    case .aspectRatio: return "aspectRatio"
    case .scaledTo(let fills): return fills ? "scaledToFill" : "scaledToFit"
    case .layoutValue: return "layoutValue"
    case .gridCellColumns: return "gridCellColumns"
    case .gridColumnAlignment: return "gridColumnAlignment"
    case .gridCellUnsizedAxes: return "gridCellUnsizedAxes"
    case .listRowInsets: return "listRowInsets"
    case .ignoresSafeArea(_, _, let legacy): return legacy ? "edgesIgnoringSafeArea" : "ignoresSafeArea"
    case .safeAreaPadding: return "safeAreaPadding"
    case .safeAreaInset: return "safeAreaInset"
    case .containerRelativeFrame: return "containerRelativeFrame"
    case .scaleEffect: return "scaleEffect"
    case .rotationEffect: return "rotationEffect"
    }
  }

  /// The secondary content the modifier draws (background, overlay, preference-value layers, a safe-area inset's
  /// bar).
  public var secondaryContent: SecondaryContent? {
    switch self {
    case .background(let content), .overlay(let content): return content
    case .backgroundPreferenceValue(_, _, let content), .overlayPreferenceValue(_, _, let content): return content
    case .safeAreaInset(_, _, let content): return content
    default: return nil
    }
  }
}
