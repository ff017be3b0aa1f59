import SwiftSubset
import SwiftUISource

/// A `View` type a document declares, as the editor features need it: its name, where it is, and the stored
/// properties a caller must give (none: it is a root).
struct DeclaredView: Sendable {
  /// The type's name.
  var name: String
  /// Where its name is written.
  var nameRange: SourceRange
  /// The whole declaration.
  var range: SourceRange
  /// The stored properties without a default that are not filled in by SwiftUI (`@Environment`, …).
  var requiredProperties: [String]

  /// Property wrappers whose value SwiftUI provides: a property with one needs no argument.
  static let providedWrappers: Set<String> = [
    "Environment", "EnvironmentObject", "Namespace", "FocusState", "AppStorage", "SceneStorage", "GestureState",
    "FetchRequest", "Query", "ScaledMetric", "StateObject", "AccessibilityFocusState",
  ]

  /// The `View` types declared in `declarations`, nested ones and both branches of `#if` included, in order.
  static func all(in declarations: [Decl]) -> [DeclaredView] {
    var views: [DeclaredView] = []
    for decl in DeclarationWalk(declarations, descendsIntoTypes: true) {
      guard case .type(let type) = decl.kind, type.keyword != .extension,
        type.inherited.contains(where: { $0.text == "View" })
      else { continue }
      views.append(
        DeclaredView(
          name: type.name, nameRange: type.nameRange, range: decl.range,
          requiredProperties: requiredProperties(of: type.members)))
    }
    return views
  }

  private static func requiredProperties(of members: [Decl]) -> [String] {
    members.compactMap { member -> String? in
      guard case .variable(let variable) = member.kind, !variable.isComputed, variable.initializer == nil,
        !member.has("static"), !member.attributes.contains(where: { providedWrappers.contains($0.name) })
      else { return nil }
      return variable.name
    }
  }
}
