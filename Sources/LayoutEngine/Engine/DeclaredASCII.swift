import JSONCore

/// Whether a declared content is spelled in ASCII only: every string it holds (ids, paths, texts, expressions,
/// names) is ASCII, and no number in it is a negative zero.
///
/// Contract: `holds` returns true only when it has seen every string of the content and found it ASCII; a view or
/// modifier it does not list answers false (the caller then compares the contents as printed). Two ASCII strings
/// are canonically equivalent only when they are the same bytes, and a number other than zero prints the same as
/// any number equal to it, so two equal contents that both hold this are written the same, byte for byte.
/// Status: lists what a `GeometryReader`'s content usually holds (shapes, colors, texts, stacks, frames, padding,
/// backgrounds, overlays and preferences) and the modifiers whose arguments are numbers, names and enumerations (the
/// text modifiers, fonts, control styles, positions, aspect ratios, grid cells, flexible frames, the layout-neutral
/// modifiers' written arguments), which layer records compare (`NodeComparison.sameBytes`); everything else takes
/// the printed comparison.
enum DeclaredASCII {
  /// Whether every node of `nodes`, their modifiers and their content are spelled in ASCII only.
  static func holds(for nodes: [ViewNode]) -> Bool {
    var stack = nodes
    while let node = stack.popLast() {
      guard isASCII(node.id), isASCII(node.path), holds(for: node.kind, pushing: &stack) else { return false }
      for property in node.properties {
        guard isASCII(property.name), isASCII(property.expression) else { return false }
      }
      for modifier in node.modifiers {
        guard isASCII(modifier.path), holds(for: modifier.kind, pushing: &stack) else { return false }
      }
      stack += node.content
    }
    return true
  }

  /// Whether a modifier's path, arguments and the views it holds are spelled in ASCII only.
  static func holds(for modifier: Modifier) -> Bool {
    var stack: [ViewNode] = []
    return isASCII(modifier.path) && holds(for: modifier.kind, pushing: &stack) && holds(for: stack)
  }

  /// Whether a view's arguments are ASCII only; the nodes they hold go on `stack`.
  private static func holds(for kind: ViewKind, pushing stack: inout [ViewNode]) -> Bool {
    switch kind {
    case .text(let template): return isASCII(template)
    case .color(let name), .geometryReader(let name): return isASCII(name)
    case .shape(.roundedRectangle(let radius)): return isASCII(radius)
    case .shape, .gradient, .divider, .emptyView, .group: return true
    case .spacer(let length): return isASCII(length)
    case .hStack(let alignment, let spacing): return isASCII(alignment) && isASCII(spacing)
    case .vStack(let alignment, let spacing): return isASCII(alignment) && isASCII(spacing)
    case .zStack(let alignment): return isASCII(alignment)
    default: return false
    }
  }

  /// Whether a modifier's arguments are ASCII only; the nodes they hold go on `stack`.
  private static func holds(for kind: ModifierKind, pushing stack: inout [ViewNode]) -> Bool {
    switch kind {
    case .frame(let width, let height, let alignment):
      return isASCII(width) && isASCII(height) && isASCII(alignment)
    case .padding(let top, let leading, let bottom, let trailing):
      return isASCII(top) && isASCII(leading) && isASCII(bottom) && isASCII(trailing)
    case .background(let secondary), .overlay(let secondary):
      stack += secondary.content
      return isASCII(secondary.alignment)
    case .fixedSize, .lineLimit, .bold, .italic, .fontWeight, .fontDesign, .monospacedDigit, .textCase,
      .truncationMode, .allowsTightening, .multilineTextAlignment, .scaledTo, .gridCellUnsizedAxes:
      return true
    case .font(let font):
      guard isPlain(font.pointSize) else { return false }
      if case .named(let name) = font.family { return isASCII(name) }
      return true
    case .layoutPriority(let value), .kerning(let value), .tracking(let value), .lineSpacing(let value),
      .minimumScaleFactor(let value), .gridCellColumns(let value):
      return isASCII(value)
    case .position(let x, let y): return isASCII(x) && isASCII(y)
    case .coordinateSpace(let name): return isASCII(name)
    case .controlStyle(let modifier, let style): return isASCII(modifier) && isASCII(style)
    case .aspectRatio(let ratio, _): return isASCII(ratio)
    case .gridColumnAlignment(let guide): return isASCII(guide)
    case .flexFrame(let frame):
      return isASCII(frame.minWidth) && isASCII(frame.idealWidth) && isASCII(frame.maxWidth)
        && isASCII(frame.minHeight) && isASCII(frame.idealHeight) && isASCII(frame.maxHeight)
        && isASCII(frame.alignment)
    case .layoutNeutral(let name, let arguments):
      return isASCII(name) && arguments.allSatisfy { isASCII($0.label) && isASCII($0.value) }
    case .offset(let x, let y): return isASCII(x) && isASCII(y)
    case .preference(let key, .expression(let value)): return isASCII(key) && isASCII(value)
    case .onPreferenceChange(let key, let perform): return isASCII(key) && isASCII(perform)
    default: return false
    }
  }

  private static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

  /// Whether a JSON value's strings and keys are ASCII and none of its numbers is a negative zero; iterative.
  private static func isASCII(_ value: JSONValue) -> Bool {
    var stack = [value]
    while let next = stack.popLast() {
      switch next {
      case .null, .bool, .integer: continue
      case .double(let number): guard isPlain(number) else { return false }
      case .string(let text): guard isASCII(text) else { return false }
      case .array(let items): stack += items
      case .object(let members):
        for member in members {
          guard isASCII(member.key) else { return false }
          stack.append(member.value)
        }
      }
    }
    return true
  }

  private static func isASCII(_ path: JSONPath) -> Bool {
    guard isASCII(path.rootName) else { return false }
    for component in path.components {
      if case .key(let key) = component, !isASCII(key) { return false }
    }
    return true
  }

  private static func isASCII(_ expression: SwiftExpression) -> Bool {
    isASCII(expression.source) && isASCII(expression.path)
  }

  private static func isASCII(_ template: TextTemplate) -> Bool {
    guard isASCII(template.source) else { return false }
    for segment in template.segments {
      switch segment {
      case .literal(let text): guard isASCII(text) else { return false }
      case .interpolation(let expression): guard isASCII(expression) else { return false }
      }
    }
    return true
  }

  private static func isASCII(_ number: NumericArgument) -> Bool {
    switch number {
    case .literal(let value): return isPlain(value)
    case .unspecified: return true
    case .expression(let expression): return isASCII(expression)
    }
  }

  private static func isASCII(_ alignment: Alignment) -> Bool {
    isASCII(alignment.horizontal) && isASCII(alignment.vertical)
  }

  private static func isASCII(_ guide: HorizontalAlignment) -> Bool {
    guard case .custom(let name, let fraction) = guide else { return true }
    return isASCII(name) && isPlain(fraction)
  }

  private static func isASCII(_ guide: VerticalAlignment) -> Bool {
    guard case .custom(let name, let fraction) = guide else { return true }
    return isASCII(name) && isPlain(fraction)
  }

  /// Whether a number prints the same as every number equal to it (all but a negative zero, which equals zero).
  private static func isPlain(_ value: Double) -> Bool { value != 0 || value.sign == .plus }
}
