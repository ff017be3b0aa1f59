import TextMetrics

extension TreeResolver {
  /// Applies a modifier that sets the inherited environment (the font, the line limit, the text modifiers that
  /// reach the measurer and the control styles) to the environment of the layers inside it; other modifiers
  /// change nothing. Numbers
  /// are evaluated in `scope`, their reads recorded in `reads`.
  func applyTextModifier(
    _ modifier: Modifier, to environment: inout TextEnvironment, scope: EvaluationScope, reads: inout [InputRead],
    node: Int
  ) {
    func value(_ argument: NumericArgument) -> Double? {
      number(argument, scope: scope, reads: &reads, node: node).flatMap { $0.isFinite ? $0 : nil }
    }
    switch modifier.kind {
    case .font(let font): environment.font = font
    case .lineLimit(let limit, let reservesSpace):
      environment.lineLimit = limit
      environment.attributes.reservedLines = reservesSpace ? limit : nil
    case .bold(let isActive): if isActive { environment.font.weight = .bold }
    case .italic(let isActive): environment.font.isItalic = isActive
    case .fontWeight(let weight): if let weight { environment.font.weight = weight }
    case .fontDesign(let design): if let design { environment.font.design = design }
    case .monospacedDigit: environment.font.hasMonospacedDigits = true
    case .kerning(let argument), .tracking(let argument):
      environment.attributes.tracking = value(argument) ?? 0
    case .textCase(let textCase): environment.textCase = textCase
    case .lineSpacing(let argument): environment.attributes.lineSpacing = value(argument) ?? 0
    case .truncationMode(let mode): environment.attributes.truncationMode = mode
    case .minimumScaleFactor(let argument):
      environment.attributes.minimumScaleFactor = value(argument).map { Swift.min(1, Swift.max(0.01, $0)) } ?? 1
    case .allowsTightening(let isAllowed): environment.attributes.allowsTightening = isAllowed
    case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
    case .controlStyle(let modifier, let style):
      switch modifier {
      case "buttonStyle": environment.controlStyles.buttonStyle = style
      case "labelStyle": environment.controlStyles.labelStyle = style
      case "listStyle": environment.controlStyles.listStyle = style
      case "formStyle": environment.controlStyles.formStyle = style
      case "toggleStyle": environment.controlStyles.toggleStyle = style
      case "pickerStyle": environment.controlStyles.pickerStyle = style
      case "progressViewStyle": environment.controlStyles.progressViewStyle = style
      case "datePickerStyle": environment.controlStyles.datePickerStyle = style
      case "labelsHidden": environment.controlStyles.labelsHidden = true
      case "imageScale": environment.controlStyles.imageScale = style
      case "controlSize": environment.controlStyles.controlSize = style
      default: break
      }
    default: break
    }
  }
}
