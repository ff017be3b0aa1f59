import JSONCore

/// Modifiers in the resolved tree: arguments evaluated, frames normalised as SwiftUI does, the views they hold
/// resolved.
extension TreeResolver {
  /// Resolves one modifier of node `index` at `layer`: evaluates its arguments, normalises frames as SwiftUI
  /// does (with SwiftUI's warnings), and resolves the views it holds.
  func resolveModifier(
    _ modifier: Modifier, node index: Int, layer: Int, scope: EvaluationScope, environment: TextEnvironment,
    inherited: InheritedModifier?, reads: inout [InputRead]
  ) -> ResolvedModifierKind {
    func value(_ argument: NumericArgument) -> Double? {
      number(argument, scope: scope, reads: &reads, node: index)
    }
    /// `padding`'s and `safeAreaPadding`'s edges: a missing or non-finite length is the environment's default
    /// padding, recorded as a read of it.
    func insets(
      _ top: NumericArgument, _ leading: NumericArgument, _ bottom: NumericArgument, _ trailing: NumericArgument
    ) -> EdgeInsets {
      var usedDefault = false
      func inset(_ argument: NumericArgument) -> Double {
        guard let length = value(argument), length.isFinite else {
          usedDefault = true
          return self.environment.defaultPadding
        }
        return length
      }
      let insets = EdgeInsets(
        top: inset(top), leading: inset(leading), bottom: inset(bottom), trailing: inset(trailing))
      if usedDefault {
        reads.append(.environment(name: "defaultPadding", value: LayoutNumber.format(self.environment.defaultPadding)))
      }
      return insets
    }
    switch modifier.kind {
    case .frame(let widthArgument, let heightArgument, let alignment):
      var width = value(widthArgument)
      var height = value(heightArgument)
      // From v2 a negative or non-finite dimension is dropped with a runtime warning (§5.1.3).
      if self.environment.semantics >= .v2 {
        let invalid: (Double?) -> Bool = { $0.map { $0 < 0 || !$0.isFinite } ?? false }
        if invalid(width) || invalid(height) {
          diagnostics.note(
            .warning, node: index, path: modifier.path, "Invalid frame dimension (negative or non-finite).")
          if invalid(width) { width = nil }
          if invalid(height) { height = nil }
        }
      }
      return .frame(width: width, height: height, alignment: alignment)

    case .flexFrame(let arguments):
      return .flexFrame(
        normalisedFlexFrame(
          minWidth: value(arguments.minWidth), idealWidth: value(arguments.idealWidth),
          maxWidth: value(arguments.maxWidth), minHeight: value(arguments.minHeight),
          idealHeight: value(arguments.idealHeight), maxHeight: value(arguments.maxHeight),
          alignment: arguments.alignment, node: index, path: modifier.path))

    case .padding(let top, let leading, let bottom, let trailing):
      return .padding(insets(top, leading, bottom, trailing))

    case .background(let content), .overlay(let content):
      let isOverlay: Bool
      if case .overlay = modifier.kind { isOverlay = true } else { isOverlay = false }
      let nodesOfContent = resolveSecondary(
        content.content, node: index, layer: layer, scope: scope, environment: environment, inherited: inherited)
      return .secondary(alignment: content.alignment, content: nodesOfContent, isOverlay: isOverlay)

    case .backgroundPreferenceValue(let key, let parameter, let content),
      .overlayPreferenceValue(let key, let parameter, let content):
      let isOverlay: Bool
      if case .overlayPreferenceValue = modifier.kind { isOverlay = true } else { isOverlay = false }
      if runtime != nil {
        // The views are built from the primary's value, known once the primary is placed (`place`).
        resolved.nodes[index].pendingPreferenceContent[layer] = PendingPreferenceContent(
          key: key, parameter: parameter, content: content, scope: scope, environment: environment,
          inherited: inherited)
        return .secondary(alignment: content.alignment, content: [], isOverlay: isOverlay)
      }
      let contentScope = scope.binding(parameter, to: .preferenceValue(key: key, node: resolved.nodes[index].id))
      let nodesOfContent = resolveSecondary(
        content.content, node: index, layer: layer, scope: contentScope, environment: environment,
        inherited: inherited)
      return .secondary(alignment: content.alignment, content: nodesOfContent, isOverlay: isOverlay)

    case .fixedSize(let horizontal, let vertical):
      return .fixedSize(horizontal: horizontal, vertical: vertical)

    case .layoutPriority(let argument):
      let priority = value(argument) ?? 0
      guard priority.isFinite else {
        diagnostics.note(
          .warning, node: index, path: modifier.path,
          "layoutPriority \(LayoutNumber.format(priority)) is not finite; using 0")
        return .layoutPriority(0)
      }
      return .layoutPriority(priority)

    case .offset(let x, let y):
      return .offset(
        x: finite(value(x), node: index, modifier: modifier), y: finite(value(y), node: index, modifier: modifier))

    case .position(let x, let y):
      return .position(
        x: finite(value(x), node: index, modifier: modifier), y: finite(value(y), node: index, modifier: modifier))

    case .coordinateSpace(let name):
      return .coordinateSpace(name: name)

    case .alignmentGuide(let key, let argument, let parameter):
      if key.combination == .none { resolved.hasFrameGuideOverrides = true }
      return .alignmentGuide(key, value: argument, parameter: parameter)

    case .aspectRatio(let ratioArgument, let fills):
      var ratio = value(ratioArgument)
      if let given = ratio, !(given.isFinite && given > 0) {
        diagnostics.note(
          .warning, node: index, path: modifier.path,
          "aspectRatio \(LayoutNumber.format(given)) is not a positive finite ratio; using the view's own")
        ratio = nil
      }
      return .aspectRatio(ratio, fills: fills)

    case .scaledTo(let fills):
      return .aspectRatio(nil, fills: fills)

    case .layoutValue(let key, let argument):
      switch argument {
      case .literal(let json): return .layoutValue(key: key, value: json)
      case .expression(let expression):
        let json = evaluate(expression, scope: scope, reads: &reads, node: index) ?? .null
        return .layoutValue(key: key, value: json)
      }

    case .gridCellColumns(let argument):
      let columns = value(argument) ?? 1
      guard columns.isFinite, columns >= 1, columns <= 1_000 else {
        diagnostics.note(
          .warning, node: index, path: modifier.path,
          "gridCellColumns \(LayoutNumber.format(columns)) is not a column count from 1 to 1000; using 1")
        return .layoutValue(key: LayoutValueKeys.gridCellColumns, value: .integer(1))
      }
      return .layoutValue(key: LayoutValueKeys.gridCellColumns, value: .integer(Int64(columns.rounded(.down))))

    case .listRowInsets(let top, let leading, let bottom, let trailing):
      if case .unspecified = top, case .unspecified = leading, case .unspecified = bottom,
        case .unspecified = trailing
      {
        return .layoutValue(key: LayoutValueKeys.listRowInsets, value: .null)
      }
      func edge(_ argument: NumericArgument) -> JSONValue {
        .double(finite(value(argument), node: index, modifier: modifier))
      }
      let insets: JSONObject = [
        "top": edge(top), "leading": edge(leading), "bottom": edge(bottom), "trailing": edge(trailing),
      ]
      return .layoutValue(key: LayoutValueKeys.listRowInsets, value: .object(insets))

    case .gridColumnAlignment(let alignment):
      return .layoutValue(
        key: LayoutValueKeys.gridColumnAlignment, value: .string(alignment.description.droppingLeadingDot()))

    case .gridCellUnsizedAxes(let axes):
      return .layoutValue(key: LayoutValueKeys.gridCellUnsizedAxes, value: LayoutValueKeys.json(axes))

    case .ignoresSafeArea(let regions, let edges, _):
      return .ignoresSafeArea(regions: regions, edges: edges)

    case .safeAreaPadding(let top, let leading, let bottom, let trailing):
      resolved.hasSafeAreaModifiers = true
      return .safeAreaPadding(insets(top, leading, bottom, trailing))

    case .safeAreaInset(let edge, let spacingArgument, let content):
      resolved.hasSafeAreaModifiers = true
      let nodesOfContent = resolveSecondary(
        content.content, node: index, layer: layer, scope: scope, environment: environment, inherited: inherited)
      let key: AlignmentKey =
        edge == .top || edge == .bottom
        ? .horizontal(content.alignment.horizontal) : .vertical(content.alignment.vertical)
      let spacing = value(spacingArgument).map { finite($0, node: index, modifier: modifier) }
      return .safeAreaInset(edge: edge, alignment: key, spacing: spacing, content: nodesOfContent)

    case .containerRelativeFrame(let axes, let countArgument, let spanArgument, let spacingArgument, let alignment):
      func whole(_ argument: NumericArgument, _ name: String) -> Int {
        let number = value(argument) ?? 1
        guard number.isFinite, number >= 1, number <= 1_000 else {
          diagnostics.note(
            .warning, node: index, path: modifier.path,
            "containerRelativeFrame \(name) \(LayoutNumber.format(number)) is not a whole number from 1 to 1000; using 1"
          )
          return 1
        }
        return Int(number.rounded(.down))
      }
      return .containerRelativeFrame(
        axes: axes, count: whole(countArgument, "count"), span: whole(spanArgument, "span"),
        spacing: finite(value(spacingArgument), node: index, modifier: modifier), alignment: alignment)

    case .scaleEffect(let x, let y, let anchor):
      return .renderTransform(
        .scale(
          x: finite(value(x) ?? 1, node: index, modifier: modifier),
          y: finite(value(y) ?? 1, node: index, modifier: modifier), anchor: anchor))

    case .rotationEffect(let degrees, let anchor):
      return .renderTransform(
        .rotation(degrees: finite(value(degrees), node: index, modifier: modifier), anchor: anchor))

    case .layoutNeutral(let name, let arguments)
    where name == "navigationTitle" || name == "navigationBarTitle" || name.hasSuffix("TitleDisplayMode"):
      // Layout-neutral for the view itself; the navigation container around it reads the title and its mode.
      let isTitle = !name.hasSuffix("TitleDisplayMode")
      let written = arguments.first?.value ?? .null
      let mode = written.stringValue.map { String($0.drop { $0 == "." }) } ?? "automatic"
      return .layoutValue(
        key: isTitle ? LayoutValueKeys.navigationTitle : LayoutValueKeys.navigationTitleDisplayMode,
        value: isTitle ? written : .string(mode))

    case .font, .lineLimit, .preference, .onPreferenceChange, .anchorPreference, .transformPreference, .onChange,
      .controlStyle, .layoutNeutral, .bold, .italic, .fontWeight, .fontDesign, .monospacedDigit, .kerning, .tracking,
      .textCase,
      .lineSpacing, .truncationMode, .minimumScaleFactor, .allowsTightening, .multilineTextAlignment:
      return .passThrough
    }
  }

  private func finite(_ value: Double?, node: Int, modifier: Modifier) -> Double {
    guard let value else { return 0 }
    guard value.isFinite else {
      diagnostics.note(
        .warning, node: node, path: modifier.path,
        "\(modifier.name) value \(LayoutNumber.format(value)) is not finite; using 0")
      return 0
    }
    return value
  }

  /// Resolves the views a modifier holds, as children of `node` hosted by `layer`.
  func resolveSecondary(
    _ content: [ViewNode], node index: Int, layer: Int, scope: EvaluationScope, environment: TextEnvironment,
    inherited: InheritedModifier?
  ) -> [Int] {
    var resolvedParent = resolved.nodes[index].id
    var declaredParent = resolved.nodes[index].declaredID
    if let inherited {
      // Content of a modifier applied from a Group/ForEach hangs under the child, named after the owner.
      let ownerComponent =
        inherited.ownerDeclaredID.split(separator: "/").last.map(String.init) ?? inherited.ownerDeclaredID
      resolvedParent = NodeID.child(of: resolvedParent, component: ownerComponent)
      declaredParent = inherited.ownerDeclaredID
    }
    let site = ResolutionSite(
      parent: index, hostLayer: layer,
      ids: IDContext(
        resolvedParent: resolvedParent, declaredParent: declaredParent, keySuffix: resolved.nodes[index].keySuffix),
      scope: scope, environment: environment, stackAxis: nil, inherited: [])
    var result: [Int] = []
    for child in content {
      if let childIndex = resolve(child, at: site) { result.append(childIndex) }
    }
    return result
  }

  /// SwiftUI's flexible-frame normalisation (`swiftui-semantics.md` §5.2.1, verified against the real binary
  /// by OpenSwiftUI's dual tests): min < 0 → 0, ideal raised to min, max raised to ideal; contradictory
  /// or invalid input logs SwiftUI's warnings.
  func normalisedFlexFrame(
    minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?,
    maxHeight: Double?, alignment: Alignment, node: Int, path: JSONPath
  ) -> FlexFrameValues {
    func nondecreasing(_ min: Double?, _ ideal: Double?, _ max: Double?) -> Bool {
      let low = min ?? -.infinity
      let middle = ideal ?? low
      let high = max ?? middle
      return low <= middle && middle <= high
    }
    if !nondecreasing(minWidth, idealWidth, maxWidth) || !nondecreasing(minHeight, idealHeight, maxHeight) {
      diagnostics.note(.warning, node: node, path: path, "Contradictory frame constraints specified.")
    }
    func invalid(_ min: Double?, _ ideal: Double?, _ max: Double?) -> Bool {
      let low = min ?? 0
      return low > (ideal ?? max ?? .infinity) || (ideal ?? 0) > (max ?? .infinity) || low.isInfinite || low.isNaN
    }
    if environment.semantics >= .v2,
      invalid(minWidth, idealWidth, maxWidth) || invalid(minHeight, idealHeight, maxHeight)
    {
      diagnostics.note(.warning, node: node, path: path, "Invalid frame dimension (negative or non-finite).")
    }
    // `Swift.max(a, b)` returns `a` when `b >= a` is false, so a NaN minimum stays NaN, as in SwiftUI.
    let minW = minWidth.map { Swift.max($0, 0) }
    let idealW = idealWidth.map { Swift.max(minW ?? 0, $0) }
    let maxW = maxWidth.map { Swift.max(idealW ?? 0, $0) }
    let minH = minHeight.map { Swift.max($0, 0) }
    let idealH = idealHeight.map { Swift.max(minH ?? 0, $0) }
    let maxH = maxHeight.map { Swift.max(idealH ?? 0, $0) }
    return FlexFrameValues(
      minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, idealHeight: idealH, maxHeight: maxH,
      alignment: alignment)
  }
}
