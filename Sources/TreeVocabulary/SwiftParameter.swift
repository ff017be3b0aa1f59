/// One parameter of a SwiftUI initializer or method, and the JSON member its argument fills.
package struct SwiftParameter: Hashable, Sendable {
  /// The argument label; nil when the argument is written without one (`Text("Hi")`, `padding(8)`).
  package var label: String?
  /// The JSON member the argument fills; nil when the argument is accepted and not recorded, because it does
  /// not change layout (`Button(role:)`, `ForEach(id:)`).
  package var member: String?
  /// How the argument is written and turned into the member's value.
  package var form: SwiftArgumentForm
  /// Whether the parameter has a default value, so the argument may be left out.
  package var hasDefault: Bool
  /// For a closure: the member that receives the name of the closure's first parameter (`proxy` in
  /// `GeometryReader { proxy in … }`); when the closure names none (`$0`), the member keeps its default.
  package var closureParameter: String?

  /// Creates a parameter.
  package init(
    label: String?, member: String?, form: SwiftArgumentForm = .value, hasDefault: Bool = false,
    closureParameter: String? = nil
  ) {
    self.label = label
    self.member = member
    self.form = form
    self.hasDefault = hasDefault
    self.closureParameter = closureParameter
  }

  /// A parameter written without a label.
  package static func unlabeled(
    _ member: String, _ form: SwiftArgumentForm = .value, hasDefault: Bool = false, closureParameter: String? = nil
  ) -> SwiftParameter {
    SwiftParameter(label: nil, member: member, form: form, hasDefault: hasDefault, closureParameter: closureParameter)
  }

  /// A parameter written with `label:`, filling the member `member` (by default the member of the same name).
  package static func labeled(
    _ label: String, to member: String? = nil, _ form: SwiftArgumentForm = .value, hasDefault: Bool = false,
    closureParameter: String? = nil
  ) -> SwiftParameter {
    SwiftParameter(
      label: label, member: member ?? label, form: form, hasDefault: hasDefault, closureParameter: closureParameter)
  }

  /// A parameter whose argument is accepted and not recorded (`label` nil when it has no label).
  package static func ignored(_ label: String?, hasDefault: Bool = true) -> SwiftParameter {
    SwiftParameter(label: label, member: nil, hasDefault: hasDefault)
  }

  /// A closure parameter whose argument is accepted and not recorded, so that a trailing closure may fill it
  /// (`NavigationLink("Settings") { SettingsView() }`: the destination is not on screen until it is pushed).
  package static func ignoredClosure(_ label: String, hasDefault: Bool = false) -> SwiftParameter {
    SwiftParameter(label: label, member: nil, form: .closure, hasDefault: hasDefault)
  }
}
