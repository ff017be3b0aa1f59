/// The algorithm that lays out each kind of layer: the bare view's for layer 0, the modifier's for the others. The pass
/// makes one value per layer and keeps it for the pass (`LayoutGraph.algorithm(for:)`).
enum LayerAlgorithms {
  /// The algorithm of a modifier's layer (`scope`: the modifier's, read only by an alignment guide's).
  static func algorithm(for modifier: ResolvedModifierKind, scope: () -> EvaluationScope) -> any LayoutAlgorithm {
    switch modifier {
    case .frame(let width, let height, let alignment):
      return FrameLayout(width: width, height: height, alignment: alignment)
    case .flexFrame(let bounds): return FlexFrameLayout(bounds: bounds)
    case .padding(let insets): return PaddingLayout(insets: insets)
    case .secondary(let alignment, _, _): return SecondaryLayerLayout(alignment: alignment)
    case .fixedSize(let horizontal, let vertical): return FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    case .layoutPriority(let priority): return LayoutPriorityLayout(priority: priority)
    case .offset(let x, let y): return OffsetLayout(x: x, y: y)
    case .position(let x, let y): return PositionLayout(x: x, y: y)
    case .alignmentGuide(let key, let value, let parameter):
      return AlignmentGuideLayout(key: key, value: value, parameter: parameter, scope: scope())
    case .aspectRatio(let ratio, let fills): return AspectRatioLayout(ratio: ratio, fills: fills)
    case .ignoresSafeArea(let regions, let edges): return SafeAreaIgnoringLayout(regions: regions, edges: edges)
    case .safeAreaPadding(let insets): return PaddingLayout(insets: insets)
    case .safeAreaInset(let edge, let alignment, let spacing, _):
      return SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing)
    case .containerRelativeFrame(let axes, let count, let span, let spacing, let alignment):
      return ContainerRelativeFrameLayout(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment)
    case .renderTransform(let transform): return RenderTransformLayout(transform: transform)
    case .coordinateSpace, .passThrough, .layoutValue: return PassThroughLayout()
    }
  }

  /// The algorithm of a bare view's layer (`layouts`: the tree's custom layout declarations, by name).
  static func algorithm(for view: ResolvedView, layouts: [String: CustomLayoutDeclaration]) -> any LayoutAlgorithm {
    switch view {
    case .text(let text): return TextLayout(text: text)
    case .concatenatedText(let runs): return TextLayout(text: runs.map(\.text).joined(), runs: runs)
    case .color, .gradient, .shape(.rectangle, _), .shape(.roundedRectangle, _), .shape(.capsule, _),
      .shape(.ellipse, _):
      return ShapeLayout()
    case .shape(.circle, _): return ShapeLayout(isCircle: true)
    case .spacer(let minLength): return SpacerLayout(minLength: minLength)
    case .divider: return DividerLayout()
    case .image(let arguments):
      guard let width = arguments.width, let height = arguments.height else {
        return SymbolImageLayout(isResizable: arguments.isResizable)
      }
      let size = Size(width: width, height: height)
      return arguments.isResizable ? ShapeLayout(ideal: size) : ImageLayout(size: size)
    case .textField(let title, let text, _, let isRoundedBorder):
      return TextFieldLayout(title: title, text: text, isRoundedBorder: isRoundedBorder)
    case .button(let title): return ButtonLayout(title: title)
    case .hStack(let alignment, let spacing):
      return HVStack(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing)
    case .vStack(let alignment, let spacing):
      return HVStack(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing)
    case .zStack(let alignment): return ZStackLayout(alignment: alignment)
    case .form: return ListRowsLayout(isForm: true)
    case .list: return ListRowsLayout(isForm: false)
    case .geometryReader: return GeometryReaderLayout()
    case .scrollView(let axes, _): return ScrollViewLayout(axes: axes)
    case .customLayout(let name): return CustomLayout(declaration: layouts[name])
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
      return GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    case .viewThatFits(let axes): return ViewThatFitsLayout(axes: axes)
    case .lazyStack(let axis, let alignment, let spacing):
      return LazyStackLayout(axis: axis, alignment: alignment, spacing: spacing)
    case .lazyGrid(let axis, let items, let alignment, let spacing):
      return LazyGridLayout(axis: axis, items: items, alignment: alignment, spacing: spacing)
    case .stackLayout(_, let stack): return algorithm(for: stack, layouts: layouts)
    case .barContainer(let name, let isTabView): return BarContainerLayout(name: name, isTabView: isTabView)
    case .label: return LabelLayout()
    case .groupBox: return GroupBoxLayout()
    case .control(let kind, let texts): return ControlLayout(control: kind, texts: texts)
    case .buttonLike(_, let title): return ButtonLayout(title: title)
    case .emptyView, .group, .forEach, .conditional, .section, .gridRow: return ImplicitContainerLayout()
    }
  }
}
