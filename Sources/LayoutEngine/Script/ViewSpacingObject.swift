import SwiftSubset

/// `ViewSpacing` as a custom layout's body sees it (Apple's documentation of `ViewSpacing`): `subview.spacing`,
/// `ViewSpacing()` (no preferences: every distance from it is the platform default, `swiftui-semantics.md` §3.1
/// rule 3), `ViewSpacing.zero`, `distance(to:along:)` (the distance a stack would put between a view with these
/// preferences and the next), `union(_:edges:)` and `formUnion(_:edges:)` (the larger value per entry on `edges`,
/// `.all` by default).
///
/// A value in SwiftUI, an object here: `formUnion` changes the object, so a copy made with `let b = a` changes too
/// (bodies written as Apple's examples, `var spacing = ViewSpacing()` then `formUnion`, are unaffected).
final class ViewSpacingObject: HostObject, @unchecked Sendable {
  /// What distances depend on, read from the layout's environment.
  struct Context {
    let direction: LayoutDirection
    let defaultSpacing: Double
    let textSpacingEnabled: Bool
    let textToTextIsStandard: Bool

    init(_ context: LayoutContext) {
      direction = context.environment.layoutDirection
      defaultSpacing = context.environment.defaultSpacing
      textSpacingEnabled = context.environment.semantics >= .v5
      textToTextIsStandard = context.environment.behaviors.textToTextSpacing == .standard
    }
  }

  private(set) var spacing: ViewSpacing
  let context: Context

  init(_ spacing: ViewSpacing, context: Context) {
    self.spacing = spacing
    self.context = context
  }

  var typeName: String { "ViewSpacing" }

  func callMethod(_ name: String, arguments: [HostArgument]) throws(HostError) -> Value? {
    switch name {
    case "distance":
      guard arguments.count == 2, arguments[0].label == "to", arguments[1].label == "along",
        let other = Self.spacing(arguments[0].value),
        case .implicitMember(let member) = arguments[1].value, let axis = Axis(rawValue: member.name)
      else { throw HostError("distance takes (to: ViewSpacing, along: .horizontal or .vertical)") }
      let gap = spacing.distance(
        to: other.spacing, along: axis, direction: context.direction, defaultSpacing: context.defaultSpacing,
        textSpacingEnabled: context.textSpacingEnabled, textToTextIsStandard: context.textToTextIsStandard)
      return .cgFloat(gap.gap)
    case "union", "formUnion":
      guard (1...2).contains(arguments.count), arguments[0].label == nil, let other = Self.spacing(arguments[0].value)
      else { throw HostError("\(name) takes (ViewSpacing, edges: Edge.Set = .all)") }
      var edges = Edge.Set.all
      if arguments.count == 2 {
        guard arguments[1].label == "edges", let set = Self.edges(arguments[1].value) else {
          throw HostError("\(name)'s edges are an Edge.Set: .all, .horizontal, .top, [.leading, .trailing], …")
        }
        edges = set
      }
      var merged = spacing
      merged.incorporate(ViewSpacing.absoluteEdges(edges, direction: context.direction), of: other.spacing)
      if name == "formUnion" {
        spacing = merged
        return .void
      }
      return .hostObject(HostObjectReference(ViewSpacingObject(merged, context: context)))
    default:
      return nil
    }
  }

  /// The spacing object a value holds.
  static func spacing(_ value: Value) -> ViewSpacingObject? {
    guard case .hostObject(let reference) = value else { return nil }
    return reference.object as? ViewSpacingObject
  }

  /// An `Edge.Set` written as one member (`.all`) or an array of them (`[.top, .leading]`).
  static func edges(_ value: Value) -> Edge.Set? {
    let named: [String: Edge.Set] = [
      "all": .all, "horizontal": .horizontal, "vertical": .vertical, "top": .top, "leading": .leading,
      "bottom": .bottom, "trailing": .trailing,
    ]
    switch value {
    case .implicitMember(let member): return named[member.name]
    case .array(let array):
      var result: Edge.Set = []
      for element in array.elements {
        guard case .implicitMember(let member) = element, let set = named[member.name] else { return nil }
        result.formUnion(set)
      }
      return result
    default: return nil
    }
  }
}

/// The name `ViewSpacing` in a custom layout's body: `ViewSpacing()` and `ViewSpacing.zero`.
final class ViewSpacingTypeObject: HostObject {
  let context: ViewSpacingObject.Context

  init(_ context: ViewSpacingObject.Context) {
    self.context = context
  }

  var typeName: String { "ViewSpacing.Type" }

  func member(_ name: String) throws(HostError) -> Value? {
    guard name == "zero" else { return nil }
    return .hostObject(HostObjectReference(ViewSpacingObject(.zero, context: context)))
  }

  func callMethod(_ name: String, arguments: [HostArgument]) throws(HostError) -> Value? {
    guard name == "callAsFunction" else { return nil }
    guard arguments.isEmpty else { throw HostError("ViewSpacing() takes no arguments") }
    return .hostObject(HostObjectReference(ViewSpacingObject(.empty, context: context)))
  }
}
