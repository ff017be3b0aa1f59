import SwiftSubset

/// `ViewDimensions` as an `alignmentGuide` closure sees it: `d.width`, `d.height`, `d[.trailing]`,
/// `d[VerticalAlignment.center]`, `d[.firstTextBaseline]`, `d[MyGuide]` for a custom guide.
final class ViewDimensionsObject: HostObject {
  let dimensions: ViewDimensions
  let customGuides: [String: AlignmentGuideDeclaration]

  init(_ dimensions: ViewDimensions, customGuides: [String: AlignmentGuideDeclaration]) {
    self.dimensions = dimensions
    self.customGuides = customGuides
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
    guard let key = AlignmentKey.named(qualified, customGuides: customGuides) else {
      throw HostError("'\(name)' is not an alignment guide")
    }
    return .cgFloat(dimensions[key])
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
