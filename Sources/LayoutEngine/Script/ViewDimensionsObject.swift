import SwiftSubset

/// `ViewDimensions` as an `alignmentGuide` closure or a guide's `defaultValue(in:)` sees it: `d.width`,
/// `d.height`, `d[.trailing]`, `d[VerticalAlignment.center]`, `d[.firstTextBaseline]`, `d[.myGuide]` for a custom
/// guide (its explicit value, else its default, a declared body run through `AlignmentGuideDefaults`), and
/// `d[explicit: .myGuide]` (the explicit value or nil).
final class ViewDimensionsObject: HostObject {
  let dimensions: ViewDimensions
  let defaults: AlignmentGuideDefaults
  /// How many guide bodies run around the code that holds this object.
  let nesting: Int

  init(_ dimensions: ViewDimensions, defaults: AlignmentGuideDefaults, nesting: Int = 0) {
    self.dimensions = dimensions
    self.defaults = defaults
    self.nesting = nesting
  }

  var typeName: String { "ViewDimensions" }

  func member(_ name: String) throws(HostError) -> Value? {
    switch name {
    case "width": return .cgFloat(dimensions.width)
    case "height": return .cgFloat(dimensions.height)
    default: return nil
    }
  }

  func subscriptValue(_ arguments: [HostArgument]) throws(HostError) -> Value? {
    guard arguments.count == 1 else { return nil }
    guard arguments[0].label == nil || arguments[0].label == "explicit" else {
      throw HostError("ViewDimensions has no subscript labelled '\(arguments[0].label ?? "")'")
    }
    let name: String
    var axis: Axis?
    switch arguments[0].value {
    case .implicitMember(let member):
      name = member.name
      // `HorizontalAlignment.center` / `VerticalAlignment.center` arrive with their axis (see `AlignmentTypeObject`).
      if case .string(let axisName)? = member.arguments?.first(where: { $0.label == "axis" })?.value {
        axis = Axis(rawValue: axisName)
      }
    case .string(let text): name = text
    default:
      throw HostError("ViewDimensions takes an alignment guide such as .leading, found \(arguments[0].value.type)")
    }
    let qualified = name == "center" && axis == .vertical ? "VerticalAlignment.center" : name
    guard let key = AlignmentKey.named(qualified, customGuides: defaults.guides) else {
      throw HostError("'\(name)' is not an alignment guide")
    }
    if arguments[0].label == "explicit" {
      return dimensions.explicitValues[key].map { .some(.cgFloat($0)) } ?? .none(.cgFloat)
    }
    if let explicit = dimensions.explicitValues[key] { return .cgFloat(explicit) }
    let outcome = defaults.value(key, in: dimensions, nesting: nesting)
    if let failure = outcome.failure { throw HostError(failure) }
    return .cgFloat(outcome.value)
  }
}

/// `HorizontalAlignment` and `VerticalAlignment` as names code can use: `VerticalAlignment.center` is the
/// implicit member `.center` marked with its axis, which `ViewDimensionsObject` reads.
final class AlignmentTypeObject: HostObject {
  let axis: Axis

  init(axis: Axis) {
    self.axis = axis
  }

  var typeName: String { axis == .horizontal ? "HorizontalAlignment.Type" : "VerticalAlignment.Type" }

  func member(_ name: String) throws(HostError) -> Value? {
    .implicitMember(
      ImplicitMemberValue(name: name, arguments: [HostArgument(label: "axis", value: .string(axis.rawValue))]))
  }
}
