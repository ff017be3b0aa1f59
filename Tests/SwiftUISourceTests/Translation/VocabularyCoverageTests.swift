import JSONCore
import LayoutEngine
import SwiftUISource
import Testing
import TreeVocabulary

/// Every view and modifier of `TreeVocabulary`'s table is read by the Swift front end (issue 14's acceptance):
/// for each Swift signature the table gives, a call written with a sample argument for each parameter translates
/// to a tree the decoder accepts, with the view or modifier in it and no warning that something was not read.
/// The samples are derived from the table (each parameter's form and its member's kind), so a new entry is
/// covered as soon as it is added.
struct VocabularyCoverageTests {
  /// The declarations every snippet may use: state for bindings, a preference key for `K.self`.
  static let prelude = """
    import SwiftUI

    struct K: PreferenceKey {
      static var defaultValue: CGFloat = 0
      static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    """

  /// Problems that mean a call was not read as written.
  static let unreadCodes: Set<SourceDiagnostic.Code> = [
    .unknownView, .unknownModifier, .undefinedName, .unsupported, .notInSubset, .syntax,
  ]

  /// Sample arguments for members whose kind alone does not say which value is valid (a choice among names), or
  /// which need a binding, keyed by `entry.member` (or the entry's name for a shorthand).
  static let samples: [String: String] = [
    "aspectRatio.contentMode": ".fit", "ignoresSafeArea.regions": ".container", "safeAreaInset.edge": ".bottom",
    "scaleEffect.anchor": ".center", "rotationEffect.anchor": ".center", "rotationEffect.angle": ".degrees(10)",
    "fontWeight": ".bold", "fontDesign": ".rounded", "textCase": ".uppercase", "truncationMode": ".middle",
    "multilineTextAlignment": ".center", "imageScale": ".large", "controlSize": ".large", "buttonStyle": ".bordered",
    "labelStyle": ".iconOnly",
    "listStyle": ".plain", "formStyle": ".grouped", "listRowInsets": "nil",
    "toggleStyle": ".switch", "pickerStyle": ".segmented", "progressViewStyle": ".circular",
    "datePickerStyle": ".compact", "minimumScaleFactor": "0.5", "AnyLayout.layout": "HStackLayout(spacing: 4)",
    "Image.name": "\"photo\"",
  ]

  /// A sample argument for a parameter of `entry` (`name` and `members`), written as Swift.
  static func sample(
    _ parameter: SwiftParameter, entryName: String, members: [Member], shorthands: [MemberKind]
  ) -> String {
    let member = parameter.member ?? ""
    if let written = samples[entryName + "." + member] ?? (parameter.form == .shorthand ? samples[entryName] : nil) {
      return written
    }
    switch parameter.form {
    case .viewBuilder: return parameter.closureParameter != nil ? "{ value in Text(\"x\") }" : "{ Text(\"x\") }"
    case .titleText: return "\"Title\""
    case .closure: return "{ _ in }"
    case .closureBody: return "{ d in d[.leading] }"
    case .metatype: return "K.self"
    case .formatStyle: return ".number"
    case .memberwise:
      switch member {
      case "offset": return "CGSize(width: 1, height: 2)"
      case "position": return "CGPoint(x: 1, y: 2)"
      default: return "EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)"
      }
    case .shorthand: return sample(kind: shorthands.first ?? .expression, member: member)
    case .value:
      return sample(kind: members.first { $0.name == member }?.kind ?? .expression, member: member)
    }
  }

  /// A sample value of a member kind.
  static func sample(kind: MemberKind, member: String) -> String {
    switch kind {
    case .number: return "10"
    case .text: return member == "text" ? "$text" : "\"x\""
    case .string: return ".red"
    case .identifier: return "value"
    case .bool, .condition: return "true"
    case .expression:
      switch member {
      case "isOn": return "$flag"
      case "value", "selection": return "$number"
      default: return "number"
      }
    case .closure: return "{ }"
    case .views: return "Text(\"x\")"
    case .alignment: return ".center"
    case .horizontalAlignment, .alignmentGuide: return ".leading"
    case .verticalAlignment: return ".top"
    case .edges: return ".all"
    case .axes: return ".horizontal"
    case .anchorSource: return ".bounds"
    case .font: return ".headline"
    case .lineLimit: return "2"
    case .textFieldStyle: return ".roundedBorder"
    case .choice: return ".unknownChoice"
    case .gridItems: return "[GridItem(.fixed(40)), GridItem(.flexible(minimum: 10)), GridItem(.adaptive(minimum: 20))]"
    case .data: return "0..<3"
    case .preferenceKey: return "K.self"
    case .value, .asWritten: return "1"
    case .textRuns: return "\"x\""  // No parameter is written as runs: `+` makes them (TextConcatenationTests).
    }
  }

  /// A call with one sample argument for each parameter that has a member (or no default); a trailing view
  /// builder without a label is written as a trailing closure.
  static func call(
    _ name: String, _ signature: SwiftSignature, members: [Member], shorthands: [MemberKind]
  ) -> String {
    var arguments: [String] = []
    var trailing: String?
    for parameter in signature.parameters where parameter.member != nil || !parameter.hasDefault {
      let value = sample(parameter, entryName: name, members: members, shorthands: shorthands)
      if parameter.label == nil, parameter.form == .viewBuilder, parameter == signature.parameters.last {
        trailing = value
      } else {
        arguments.append(parameter.label.map { "\($0): \(value)" } ?? value)
      }
    }
    let list = arguments.isEmpty && trailing != nil ? "" : "(\(arguments.joined(separator: ", ")))"
    return name + list + (trailing.map { " " + $0 } ?? "")
  }

  /// The snippet's translation's problems, and whether `needle` is in a document the decoder accepts.
  static func read(_ body: String, expecting needle: String) -> [String] {
    let text =
      prelude + """
        struct V: View {
          @State var flag = true
          @State var number = 1.0
          @State var text = "x"

          var body: some View {
            \(body)
          }
        }
        """
    let translation = SwiftUITranslator().translate([SwiftSourceFile(uri: "V.swift", text: text)], root: .named("V"))
    // An asset image is read; only its size is unknown (the front end says so and lays it out as 0 × 0).
    var problems = translation.diagnostics.filter {
      (Self.unreadCodes.contains($0.code) || $0.severity == .error) && !$0.message.contains("an asset image's size")
    }.map { "\($0.code): \($0.message)" }
    guard let document = translation.document else { return problems + ["no document"] }
    do {
      _ = try ViewTree(json: document)
    } catch {
      problems += error.errors.map(\.description)
    }
    if !JSONSerializer.serialize(document).contains(needle) { problems.append("\(needle) is not in the document") }
    return problems
  }

  @Test(arguments: Vocabulary.views.filter { !$0.swift.isEmpty }.map(\.name))
  func everyViewIsRead(_ name: String) throws {
    let entry = try #require(Vocabulary.view(named: name))
    for signature in entry.swift {
      let snippet = Self.call(name, signature, members: entry.members, shorthands: [])
      let problems = Self.read(snippet, expecting: "\"view\":\"\(name)\"")
      #expect(problems.isEmpty, "\(snippet): \(problems)")
    }
  }

  @Test(arguments: Vocabulary.modifiers.map(\.name))
  func everyModifierIsRead(_ name: String) throws {
    let entry = try #require(Vocabulary.modifier(named: name))
    let calls =
      entry.swift.isEmpty
      ? ["\(name)()"]
      : entry.swift.map { Self.call(name, $0, members: entry.members, shorthands: entry.shorthands) }
    for call in calls {
      let snippet = "Text(\"x\")." + call
      let problems = Self.read(snippet, expecting: "{\"\(name)\":")
      #expect(problems.isEmpty, "\(snippet): \(problems)")
    }
  }
}
