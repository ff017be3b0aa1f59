import JSONCore
import TextMetrics

/// A SwiftUI modifier with its arguments.
public enum ModifierKind: Hashable, Sendable {
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
  /// `lineLimit(_:)`.
  case lineLimit(Int?)
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
    }
  }

  /// The secondary content the modifier draws (background, overlay, preference-value layers).
  public var secondaryContent: SecondaryContent? {
    switch self {
    case .background(let content), .overlay(let content): return content
    case .backgroundPreferenceValue(_, _, let content), .overlayPreferenceValue(_, _, let content): return content
    default: return nil
    }
  }
}
