import SwiftSubset

/// A stand-in for the layout engine's `GeometryProxy`: a reader of a given size whose frame in the root
/// (global) coordinate space starts at `globalOrigin`, with named coordinate spaces at given origins.
final class FakeGeometryProxy: HostObject {
  let size: CGSizeValue
  let globalOrigin: CGPointValue
  let namedSpaces: [String: CGPointValue]

  init(
    width: Double, height: Double, globalX: Double = 0, globalY: Double = 0, namedSpaces: [String: CGPointValue] = [:]
  ) {
    self.size = CGSizeValue(width: width, height: height)
    self.globalOrigin = CGPointValue(x: globalX, y: globalY)
    self.namedSpaces = namedSpaces
  }

  var typeName: String { "GeometryProxy" }

  func member(_ name: String) throws(HostError) -> Value? {
    name == "size" ? .size(size) : nil
  }

  func callMethod(_ name: String, arguments: [HostArgument]) throws(HostError) -> Value? {
    guard name == "frame", arguments.count == 1, arguments[0].label == "in",
      case .implicitMember(let space) = arguments[0].value
    else { return nil }
    let origin: CGPointValue
    switch space.name {
    case "global": origin = globalOrigin
    case "local": origin = .zero
    case "named":
      guard case .string(let name)? = space.arguments?.first?.value, let spaceOrigin = namedSpaces[name] else {
        throw HostError("no coordinate space named that")
      }
      origin = CGPointValue(x: globalOrigin.x - spaceOrigin.x, y: globalOrigin.y - spaceOrigin.y)
    default:
      return nil
    }
    return .rect(CGRectValue(origin: origin, size: size))
  }

  /// `proxy[anchor]`: the anchor's root-space geometry converted into this reader's space.
  func subscriptValue(_ arguments: [HostArgument]) throws(HostError) -> Value? {
    guard arguments.count == 1, case .anchor(let anchor) = arguments[0].value else { return nil }
    switch anchor.geometry {
    case .rect(let rect): return .rect(rect.offsetBy(dx: -globalOrigin.x, dy: -globalOrigin.y))
    case .point(let point): return .point(x: point.x - globalOrigin.x, y: point.y - globalOrigin.y)
    }
  }
}
