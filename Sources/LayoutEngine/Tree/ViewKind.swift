import JSONCore

/// A SwiftUI view type with its arguments, as declared.
public indirect enum ViewKind: Hashable, Sendable {
  /// `Text(text)`; the text may interpolate.
  case text(TextTemplate)
  /// `Text(a) + Text(b) + …`: the parts of a concatenated text, each with its own font and tracking.
  case concatenatedText([TextRunTemplate])
  /// `Color.name`.
  case color(String)
  /// A built-in shape.
  case shape(ShapeKind)
  /// A gradient used as a view: laid out as a `Rectangle`.
  case gradient(GradientKind)
  /// `Spacer(minLength:)`.
  case spacer(minLength: NumericArgument)
  /// `Divider()`.
  case divider
  /// `Image` with a given intrinsic size.
  case image(ImageArguments)
  /// `TextField` or `SecureField`.
  case textField(TextFieldArguments)
  /// `Button(title) { action }` or a Button whose label is its content.
  case button(title: TextTemplate?, action: SwiftExpression?)
  /// `EmptyView()`.
  case emptyView
  /// `Group { … }`.
  case group
  /// `HStack(alignment:spacing:)`.
  case hStack(alignment: VerticalAlignment, spacing: NumericArgument)
  /// `VStack(alignment:spacing:)`.
  case vStack(alignment: HorizontalAlignment, spacing: NumericArgument)
  /// `ZStack(alignment:)`.
  case zStack(alignment: Alignment)
  /// `Form { … }` (inset-grouped rows on iOS).
  case form
  /// `List { … }` (inset-grouped rows on iOS).
  case list
  /// `GeometryReader { proxy in … }`; `proxy` is the closure parameter's name.
  case geometryReader(proxy: String)
  /// `ScrollView(axes, showsIndicators:)`; the indicators are recorded, they take no space.
  case scrollView(axes: AxisSet, showsIndicators: Bool)
  /// `Section { content } header: { … } footer: { … }`; the node's `content` holds the rows.
  case section(header: [ViewNode], footer: [ViewNode])
  /// A custom `Layout` declared under the document's `layouts`, by name (`HalfWidth { … }`).
  case customLayout(name: String)
  /// `ForEach(data) { element in … }`.
  case forEach(ForEachArguments)
  /// `Grid(alignment:horizontalSpacing:verticalSpacing:)`.
  case grid(alignment: Alignment, horizontalSpacing: NumericArgument, verticalSpacing: NumericArgument)
  /// `GridRow(alignment:)`: its content are cells of one row of the enclosing grid.
  case gridRow(alignment: VerticalAlignment?)
  /// `ViewThatFits(in:)`.
  case viewThatFits(axes: AxisSet)
  /// `LazyVStack(alignment:spacing:)`, `LazyHStack(alignment:spacing:)` (`axis` the stacking axis; `alignment` the
  /// guide across it).
  case lazyStack(axis: Axis, alignment: AlignmentKey, spacing: NumericArgument)
  /// `LazyVGrid(columns:alignment:spacing:)` (`axis` vertical), `LazyHGrid(rows:alignment:spacing:)`.
  case lazyGrid(axis: Axis, items: [GridItem], alignment: Alignment, spacing: NumericArgument)
  /// `HStackLayout`, `VStackLayout` and `ZStackLayout` used as views (`AnyLayout(HStackLayout())`): the stack
  /// they make, by its view name.
  case stackLayout(name: String, stack: StackLayoutKind)
  /// `NavigationStack`, `NavigationView` (`name`) and `TabView`: containers whose content area is their size less
  /// their bars.
  case barContainer(name: String, isTabView: Bool)
  /// `Label(title, systemImage:)` and `Label { title } icon: { icon }`; its content is the icon and the title.
  case label
  /// A system control with its label as content.
  case control(ControlKind)
  /// `GroupBox(title) { content }` and `GroupBox { content } label: { label }`; its content is the label (made
  /// by the decoder with its font), then the content's views.
  case groupBox
  /// `Link(title, destination:)`, `Menu(title) { … }` and `NavigationLink(title) { … }`: a button whose label is
  /// the title or the `label` views.
  case buttonLike(name: String, title: TextTemplate?)
  /// `if condition { then } else { else }`; the node's `content` is the `then` branch.
  case conditional(condition: BoolArgument, elseContent: [ViewNode])

  /// The name the tree format writes in `"view"`: the type name, or `Layout` for a custom layout.
  public var formatName: String {
    if case .customLayout = self { return "Layout" }
    return typeName
  }

  /// The SwiftUI type name.
  public var typeName: String {
    switch self {
    case .text, .concatenatedText: return "Text"
    case .color: return "Color"
    case .shape(let shape): return shape.typeName
    case .gradient(let gradient): return gradient.typeName
    case .spacer: return "Spacer"
    case .divider: return "Divider"
    case .image: return "Image"
    case .textField(let arguments): return arguments.isSecure ? "SecureField" : "TextField"
    case .button: return "Button"
    case .emptyView: return "EmptyView"
    case .group: return "Group"
    case .hStack: return "HStack"
    case .vStack: return "VStack"
    case .zStack: return "ZStack"
    case .form: return "Form"
    case .list: return "List"
    case .geometryReader: return "GeometryReader"
    case .scrollView: return "ScrollView"
    case .section: return "Section"
    case .customLayout(let name): return name
    case .forEach: return "ForEach"
    case .conditional: return "if"
    case .grid: return "Grid"
    case .gridRow: return "GridRow"
    case .viewThatFits: return "ViewThatFits"
    case .lazyStack(let axis, _, _): return axis == .vertical ? "LazyVStack" : "LazyHStack"
    case .lazyGrid(let axis, _, _, _): return axis == .vertical ? "LazyVGrid" : "LazyHGrid"
    case .stackLayout(let name, _): return name
    case .barContainer(let name, _): return name
    case .label: return "Label"
    case .control(let kind): return kind.typeName
    case .groupBox: return "GroupBox"
    case .buttonLike(let name, _): return name
    }
  }
}
