import TextMetrics

/// The iOS controls drawn beside or instead of a label: `Toggle` (switch style), `Stepper`, `Slider`, `Picker`
/// (menu and segmented), `ProgressView`, `DatePicker` (compact) and `TextEditor`. The control's own part has the
/// size `ControlMetrics` gives it; its label (when it has one and labels are shown) is the layer's first subview.
///
/// - `Toggle` and `Stepper`: a row as wide as proposed (the label at the leading edge, the control at the
///   trailing edge, `labelSpacing` at least between them); nil: the label's ideal width plus the spacing and the
///   control. Height: the taller of the label (proposed the width left beside the control) and the control.
///   With `labelsHidden()` (no subview) the control alone.
/// - `Slider`, segmented `Picker`, linear `ProgressView`: as wide as proposed (nil: the control's minimum, 0 for
///   a slider and a bar, the segments' texts for a picker), as tall as the control; a progress view's label sits
///   above the bar (`labelSpacing` apart).
/// - Circular `ProgressView`: a `spinnerSide` square (`largeSpinnerSide` at `controlSize(.large)` and
///   `.extraLarge`; the small sizes keep the regular side, as `UIActivityIndicatorView` has no smaller style), its
///   label below it.
/// - Compact `DatePicker`: the label at the leading edge, the date button (its text plus `compactDatePadding`
///   each side) at the trailing edge, as a `Toggle` lays them out.
/// - `Picker`: its subviews are its title's `Text` (when it has a title), then its options; the first option
///   stands for the selection (the selection's tag is not matched). Menu style (`automatic` and every style but
///   `segmented`): outside a `Form`/`List`, the selection and the chevrons (`menuIndicatorWidth` added to the
///   selection's width), the title not shown (Apple: the menu style's button "indicates the selected option");
///   in a `Form`/`List` row (iOS 16 and later) a row as a `Toggle`'s: the title at the leading edge, the
///   selection and the chevrons at the trailing edge, `labelSpacing` at least between them; the selection keeps
///   its width and the title takes what is left. With `labelsHidden()` or no title, the selection and chevrons
///   alone. Segmented: the options' segments, the title not shown.
/// - `TextEditor`: takes the whole proposal (nil as 10), as a shape does.
///
/// Reference: `control-sizes.md` (the project's published control numbers); UIKit's published control sizes
/// (`ControlMetrics`); Apple's documentation of each control for its parts. Semantics: iOS 16–18. Status:
/// documented approximations; fixtures `controls/*`.
struct ControlLayout: LayoutAlgorithm {
  /// How the control is drawn, from its kind and the style in its environment.
  enum Kind: Hashable {
    case toggle
    case toggleButton
    case stepper
    case slider
    case segmentedPicker
    case menuPicker
    case formMenuPicker
    case linearProgress
    case circularProgress
    case compactDatePicker(text: String)
    case textEditor
  }

  /// The control as declared.
  let control: ControlKind
  /// The strings the control shows itself (a date picker's date).
  let texts: [String]

  /// How the control is drawn under the environment's styles (`toggleStyle`, `pickerStyle`,
  /// `progressViewStyle`); unsupported styles are drawn as the automatic one.
  func kind(_ context: LayoutContext) -> Kind {
    let styles = context.environment.controlStyles
    switch control {
    case .toggle:
      if styles.toggleStyle != "automatic" { context.readEnvironment("toggleStyle", "." + styles.toggleStyle) }
      return styles.toggleStyle == "button" ? .toggleButton : .toggle
    case .stepper: return .stepper
    case .slider: return .slider
    case .picker(let hasTitle):
      if styles.pickerStyle != "automatic" { context.readEnvironment("pickerStyle", "." + styles.pickerStyle) }
      if styles.pickerStyle == "segmented" { return .segmentedPicker }
      guard styles.isInForm, hasTitle, !labelsHidden(context) else { return .menuPicker }
      context.readEnvironment("pickerStyle", "." + styles.pickerStyle + " in a Form or List")
      return .formMenuPicker
    case .progressView(let hasValue):
      if styles.progressViewStyle != "automatic" {
        context.readEnvironment("progressViewStyle", "." + styles.progressViewStyle)
      }
      switch styles.progressViewStyle {
      case "linear": return .linearProgress
      case "circular": return .circularProgress
      default: return hasValue ? .linearProgress : .circularProgress
      }
    case .datePicker: return .compactDatePicker(text: texts.first ?? "")
    case .textEditor: return .textEditor
    }
  }

  private var name: String { control.typeName }

  /// The index of a picker's first option: 1 after its title's `Text`, else 0.
  private var firstOption: Int {
    if case .picker(hasTitle: true) = control { return 1 }
    return 0
  }

  /// The control's own size (its width nil where it takes the proposal).
  private func part(_ kind: Kind, _ context: LayoutContext) -> (width: Double?, height: Double, part: String) {
    let metrics = context.environment.behaviors.controlMetrics
    context.readBehavior("controlMetrics")
    switch kind {
    case .toggle: return (metrics.switchSize.width, metrics.switchSize.height, "the switch")
    case .toggleButton: return (0, 0, "")
    case .menuPicker, .formMenuPicker: return (metrics.menuIndicatorWidth, 0, "the menu's chevrons")
    case .stepper: return (metrics.stepperSize.width, metrics.stepperSize.height, "the stepper")
    case .slider: return (nil, metrics.sliderHeight, "the slider track")
    case .segmentedPicker: return (nil, metrics.segmentedHeight, "the segmented control")
    case .linearProgress: return (nil, metrics.progressBarHeight, "the progress bar")
    case .circularProgress:
      let styles = context.environment.controlStyles
      guard styles.controlSizeClass == .large else {
        return (metrics.spinnerSide, metrics.spinnerSide, "the activity indicator")
      }
      context.readEnvironment("controlSize", "." + styles.controlSize)
      return (metrics.largeSpinnerSide, metrics.largeSpinnerSide, "the large activity indicator")
    case .compactDatePicker(let text):
      let font = context.readFont()
      let measured = context.measureText(TextMeasurementRequest(text: text, font: font))
      let grid = context.pixelGrid
      return (
        grid.ceil(measured.width) + 2 * metrics.compactDatePadding,
        grid.ceil(context.lineHeight(font) + 2 * (metrics.compactDatePadding - 4)), "the date button"
      )
    case .textEditor: return (nil, 10, "")
    }
  }

  private func proposer(_ detail: String, _ context: LayoutContext) -> Proposer {
    context.proposer(.layout(name: name, detail: detail))
  }

  /// The label's proposal and size beside a control of `controlWidth` in a row `width` wide (nil: ideal).
  private func label(
    beside controlWidth: Double, width: Double?, subviews: [LayoutSubview], context: LayoutContext
  ) -> (ProposedViewSize, Size)? {
    guard let label = subviews.first, !labelsHidden(context) else { return nil }
    let spacing = context.environment.behaviors.controlMetrics.labelSpacing
    let offer = width.map { Swift.max(0, $0 - controlWidth - spacing) }
    let proposal = ProposedViewSize(width: offer, height: nil)
    return (proposal, label.size(proposal, proposer("the label beside \(LayoutNumber.format(controlWidth))", context)))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    let kind = kind(context)
    let (controlWidth, controlHeight, part) = part(kind, context)
    let spacing = context.environment.behaviors.controlMetrics.labelSpacing
    switch kind {
    case .toggle, .stepper, .compactDatePicker:
      let fixedWidth = controlWidth ?? 0
      guard let (_, labelSize) = label(beside: fixedWidth, width: proposal.width, subviews: subviews, context: context)
      else {
        return SizeDecision(
          Size(width: fixedWidth, height: controlHeight), width: .controlSize(part: part, length: fixedWidth),
          height: .controlSize(part: part, length: controlHeight))
      }
      let width = proposal.width ?? (labelSize.width + spacing + fixedWidth)
      let height = Swift.max(labelSize.height, controlHeight)
      return SizeDecision(
        Size(width: width, height: height),
        width: proposal.width == nil
          ? .stackSum(children: labelSize.width + fixedWidth, gaps: spacing, count: 2, result: width)
          : .proposalAccepted(width),
        height: height == controlHeight ? .controlSize(part: part, length: height) : .stackUnion(height))
    case .toggleButton:
      guard let labelView = subviews.first else { return SizeDecision(.zero, width: .empty, height: .empty) }
      let size = labelView.size(proposal, proposer("the label as a button", context))
      return SizeDecision(size) { .childPassthrough($0) }
    case .menuPicker:
      // The selection (the first option) and the menu's chevron.
      guard let size = selectionSize(proposal.width, subviews: subviews, context: context) else {
        return SizeDecision(.zero, width: .empty, height: .empty)
      }
      let width = size.width + (controlWidth ?? 0)
      return SizeDecision(
        Size(width: width, height: size.height),
        width: .stackSum(children: width, gaps: 0, count: 2, result: width), height: .childPassthrough(size.height))
    case .formMenuPicker:
      let selection = selectionSize(proposal.width, subviews: subviews, context: context) ?? .zero
      let trailing = selection.width + (controlWidth ?? 0)
      guard let (_, labelSize) = label(beside: trailing, width: proposal.width, subviews: subviews, context: context)
      else { return SizeDecision(.zero, width: .empty, height: .empty) }
      let width = proposal.width ?? (labelSize.width + spacing + trailing)
      let height = Swift.max(labelSize.height, selection.height)
      return SizeDecision(
        Size(width: width, height: height),
        width: proposal.width == nil
          ? .stackSum(children: labelSize.width + trailing, gaps: spacing, count: 2, result: width)
          : .proposalAccepted(width),
        height: .stackUnion(height))
    case .segmentedPicker:
      let segments = subviews.dropFirst(firstOption)
      let widest = segments.map { $0.size(.unspecified, proposer("a segment's ideal width", context)).width }.max() ?? 0
      let width = proposal.width ?? (widest + 2 * spacing) * Double(segments.count)
      return SizeDecision(
        Size(width: width, height: controlHeight),
        width: proposal.width == nil ? .controlSize(part: "the segments", length: width) : .proposalAccepted(width),
        height: .controlSize(part: part, length: controlHeight))
    case .slider, .linearProgress:
      let width = proposal.width ?? 0
      var height = controlHeight
      if case .linearProgress = kind,
        let (_, labelSize) = label(
          beside: 0, width: proposal.width.map { $0 + spacing }, subviews: subviews, context: context)
      {
        height += labelSize.height + spacing
      }
      return SizeDecision(
        Size(width: width, height: height),
        width: proposal.width == nil ? .controlSize(part: part, length: width) : .proposalAccepted(width),
        height: .controlSize(part: part, length: height))
    case .circularProgress:
      let side = controlWidth ?? controlHeight
      guard let labelView = subviews.first, !labelsHidden(context) else {
        return SizeDecision(Size(width: side, height: side)) { .controlSize(part: part, length: $0) }
      }
      let labelSize = labelView.size(
        ProposedViewSize(width: proposal.width, height: nil), proposer("the label below the indicator", context))
      let size = Size(width: Swift.max(side, labelSize.width), height: side + spacing + labelSize.height)
      return SizeDecision(size) { .stackUnion($0) }
    case .textEditor:
      let size = proposal.replacingUnspecifiedDimensions()
      return SizeDecision(
        size, width: proposal.width == nil ? .idealDefault(size.width) : .proposalAccepted(size.width),
        height: proposal.height == nil ? .idealDefault(size.height) : .proposalAccepted(size.height))
    }
  }

  /// A menu picker's selection (its first option) proposed a row `width` wide less the chevrons; nil without
  /// options.
  private func selectionSize(_ width: Double?, subviews: [LayoutSubview], context: LayoutContext) -> Size? {
    guard subviews.count > firstOption else { return nil }
    let indicator = context.environment.behaviors.controlMetrics.menuIndicatorWidth
    let offer = ProposedViewSize(width: width.map { Swift.max(0, $0 - indicator) }, height: nil)
    return subviews[firstOption].size(offer, proposer("the selection beside the chevrons", context))
  }

  /// Whether `labelsHidden()` hides the label.
  private func labelsHidden(_ context: LayoutContext) -> Bool {
    guard context.environment.controlStyles.labelsHidden else { return false }
    context.readEnvironment("labelsHidden", "true")
    return true
  }

  func placeSubviews(
    in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> [SubviewPlacement] {
    guard let labelView = subviews.first else { return [] }
    let kind = kind(context)
    let (controlWidth, _, _) = part(kind, context)
    let spacing = context.environment.behaviors.controlMetrics.labelSpacing
    func hidden(_ index: Int) -> SubviewPlacement {
      SubviewPlacement(subview: index, origin: .zero, proposal: .zero, reason: .layout(name: name, detail: "not shown"))
    }
    switch kind {
    case .toggle, .stepper, .compactDatePicker, .linearProgress, .circularProgress:
      if labelsHidden(context) { return subviews.indices.map(hidden) }
    default: break
    }
    switch kind {
    case .toggle, .stepper, .compactDatePicker:
      let offer = ProposedViewSize(width: Swift.max(0, size.width - (controlWidth ?? 0) - spacing), height: nil)
      let labelSize = labelView.size(offer, proposer("the label beside the control", context))
      return [
        SubviewPlacement(
          subview: 0, origin: Point(x: 0, y: (size.height - labelSize.height) / 2), proposal: offer,
          reason: .layout(name: name, detail: "the label at the leading edge, centred"))
      ] + subviews.indices.dropFirst().map(hidden)
    case .toggleButton:
      return [
        SubviewPlacement(
          subview: 0, origin: .zero, proposal: proposal, reason: .layout(name: name, detail: "the label as a button"))
      ] + subviews.indices.dropFirst().map(hidden)
    case .menuPicker:
      let offer = ProposedViewSize(width: Swift.max(0, size.width - (controlWidth ?? 0)), height: nil)
      return subviews.indices.map { index in
        guard index == firstOption else { return hidden(index) }
        return SubviewPlacement(
          subview: index, origin: .zero, proposal: offer, reason: .layout(name: name, detail: "the selection"))
      }
    case .formMenuPicker:
      let indicator = controlWidth ?? 0
      let selectionOffer = ProposedViewSize(width: Swift.max(0, size.width - indicator), height: nil)
      let selection = selectionSize(size.width, subviews: subviews, context: context) ?? .zero
      let labelOffer = ProposedViewSize(
        width: Swift.max(0, size.width - selection.width - indicator - spacing), height: nil)
      let labelSize = labelView.size(labelOffer, proposer("the label beside the selection", context))
      return subviews.indices.map { index in
        switch index {
        case 0:
          return SubviewPlacement(
            subview: 0, origin: Point(x: 0, y: (size.height - labelSize.height) / 2), proposal: labelOffer,
            reason: .layout(name: name, detail: "the label at the leading edge, centred"))
        case firstOption:
          return SubviewPlacement(
            subview: index,
            origin: Point(x: size.width - indicator - selection.width, y: (size.height - selection.height) / 2),
            proposal: selectionOffer,
            reason: .layout(name: name, detail: "the selection before the chevrons at the trailing edge, centred"))
        default:
          return hidden(index)
        }
      }
    case .segmentedPicker:
      let count = subviews.count - firstOption
      let segment = count <= 0 ? 0 : size.width / Double(count)
      return subviews.enumerated().map { subview, option in
        guard subview >= firstOption else { return hidden(subview) }
        let index = subview - firstOption
        let offer = ProposedViewSize(width: segment, height: size.height)
        let optionSize = option.size(offer, proposer("segment \(index + 1)", context))
        return SubviewPlacement(
          subview: subview,
          origin: Point(
            x: segment * Double(index) + (segment - optionSize.width) / 2, y: (size.height - optionSize.height) / 2),
          proposal: offer, reason: .layout(name: name, detail: "centred in segment \(index + 1)"))
      }
    case .linearProgress:
      let offer = ProposedViewSize(width: size.width, height: nil)
      return [
        SubviewPlacement(
          subview: 0, origin: .zero, proposal: offer, reason: .layout(name: name, detail: "the label above the bar"))
      ] + subviews.indices.dropFirst().map(hidden)
    case .circularProgress:
      let offer = ProposedViewSize(width: proposal.width, height: nil)
      let labelSize = labelView.size(offer, proposer("the label below the indicator", context))
      let side = controlWidth ?? 0
      return [
        SubviewPlacement(
          subview: 0, origin: Point(x: (size.width - labelSize.width) / 2, y: side + spacing), proposal: offer,
          reason: .layout(name: name, detail: "the label below the indicator"))
      ] + subviews.indices.dropFirst().map(hidden)
    case .slider, .textEditor:
      return subviews.indices.map(hidden)
    }
  }
}
