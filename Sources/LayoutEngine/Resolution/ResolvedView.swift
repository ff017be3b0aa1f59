import TextMetrics

/// A view with its arguments evaluated.
indirect enum ResolvedView: Equatable {
  case text(String)
  /// A concatenated `Text`: its parts' texts, evaluated, with their styles.
  case concatenatedText([ResolvedTextRun])
  case color(String)
  case shape(ShapeKind, cornerRadius: Double)
  case gradient(GradientKind)
  case spacer(minLength: Double?)
  case divider
  case image(ImageArguments)
  case textField(title: String, text: String, isSecure: Bool, isRoundedBorder: Bool)
  case button(title: String?)
  case emptyView
  case group
  case forEach
  case section
  case customLayout(name: String)
  case conditional(Bool)
  case hStack(alignment: VerticalAlignment, spacing: Double?)
  case vStack(alignment: HorizontalAlignment, spacing: Double?)
  case zStack(alignment: Alignment)
  case form
  case list
  case geometryReader(proxy: String)
  case scrollView(axes: AxisSet, showsIndicators: Bool)
  case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
  /// A `GridRow`: transparent (its cells are the grid's subviews), the row they belong to.
  case gridRow(alignment: VerticalAlignment?)
  case viewThatFits(axes: AxisSet)
  case lazyStack(axis: Axis, alignment: AlignmentKey, spacing: Double?)
  case lazyGrid(axis: Axis, items: [GridItem], alignment: Alignment, spacing: Double?)
  /// `HStackLayout`/`VStackLayout`/`ZStackLayout` (or an `AnyLayout` of one) as `name`: laid out as `stack`.
  case stackLayout(name: String, stack: ResolvedView)
  case barContainer(name: String, isTabView: Bool)
  case label
  /// A system control; `texts` are the strings it shows itself (a date picker's date).
  case control(ControlKind, texts: [String])
  case groupBox
  case buttonLike(name: String, title: String?)

  /// Views without a layout of their own: their children are laid out by their parent and their modifiers
  /// apply to each child (`Group`, `ForEach`, `if`) or to nothing (`EmptyView`).
  var isTransparent: Bool {
    switch self {
    case .emptyView, .group, .forEach, .conditional, .section, .gridRow: return true
    default: return false
    }
  }

  /// The SwiftUI type name.
  var typeName: String {
    switch self {
    case .text, .concatenatedText: return "Text"
    case .color: return "Color"
    case .shape(let shape, _): return shape.typeName
    case .gradient(let gradient): return gradient.typeName
    case .spacer: return "Spacer"
    case .divider: return "Divider"
    case .image: return "Image"
    case .textField(_, _, let isSecure, _): return isSecure ? "SecureField" : "TextField"
    case .button: return "Button"
    case .emptyView: return "EmptyView"
    case .group: return "Group"
    case .forEach: return "ForEach"
    case .section: return "Section"
    case .customLayout(let name): return name
    case .conditional: return "if"
    case .hStack: return "HStack"
    case .vStack: return "VStack"
    case .zStack: return "ZStack"
    case .form: return "Form"
    case .list: return "List"
    case .geometryReader: return "GeometryReader"
    case .scrollView: return "ScrollView"
    case .grid: return "Grid"
    case .gridRow: return "GridRow"
    case .viewThatFits: return "ViewThatFits"
    case .lazyStack(let axis, _, _): return axis == .vertical ? "LazyVStack" : "LazyHStack"
    case .lazyGrid(let axis, _, _, _): return axis == .vertical ? "LazyVGrid" : "LazyHGrid"
    case .stackLayout(let name, _), .barContainer(let name, _), .buttonLike(let name, _): return name
    case .label: return "Label"
    case .control(let kind, _): return kind.typeName
    case .groupBox: return "GroupBox"
    }
  }
}

extension ResolvedView {
  /// Whether this view is spelled as `other` is, as far as `==` cannot tell: the bytes of the texts it shows (`==` on
  /// strings compares canonical equivalence, and a text edited from one Unicode normalization to the other is
  /// measured and recorded as written). The rest of a view is names and numbers printed without the sign of a zero.
  func isSpelled(as other: ResolvedView) -> Bool {
    switch (self, other) {
    case (.text(let text), .text(let otherText)): return text.isSpelled(as: otherText)
    case (.concatenatedText(let runs), .concatenatedText(let otherRuns)):
      return runs.count == otherRuns.count && zip(runs, otherRuns).allSatisfy { $0.text.isSpelled(as: $1.text) }
    case (.textField(let title, let text, _, _), .textField(let otherTitle, let otherText, _, _)):
      return title.isSpelled(as: otherTitle) && text.isSpelled(as: otherText)
    case (.button(let title), .button(let otherTitle)):
      return (title ?? "").isSpelled(as: otherTitle ?? "")
    default: return true
    }
  }
}
