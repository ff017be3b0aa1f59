import SwiftSubset

/// A `GeometryProxy` as code sees it (`proxy.size.width`, `proxy.frame(in: .global).minX`, `proxy[anchor]`).
///
/// Anchors resolve against the pixel grid (`swiftui-semantics.md` §1.6): an anchor holds its view's rendered
/// (snapped) geometry in root coordinates, and `proxy[anchor]` subtracts the reader's rendered origin, counting
/// in whole pixels and multiplying by the pixel length, which is how SwiftUI printed 175.66666666666666
/// (527 × 1/3) for a view whose exact x is 175.5. `size` and `frame(in:)` are the exact layout values, as
/// SwiftUI printed an unrounded `proxy.size`.
final class GeometryProxyObject: HostObject {
  let proxy: GeometryProxy
  let grid: DisplayGrid

  init(_ proxy: GeometryProxy, grid: DisplayGrid) {
    self.proxy = proxy
    self.grid = grid
  }

  var typeName: String { "GeometryProxy" }

  var objectDescription: String {
    "GeometryProxy(size: \(Value.size(width: proxy.size.width, height: proxy.size.height)))"
  }

  func member(_ name: String) throws(HostError) -> Value? {
    switch name {
    case "size": return .size(width: proxy.size.width, height: proxy.size.height)
    case "safeAreaInsets":
      // No `EdgeInsets` type in the subset: a struct value with SwiftUI's field names. The root proposal is
      // already the safe area, so every inset is 0.
      let insets = proxy.safeAreaInsets
      return .structure(
        StructValue(
          typeName: "EdgeInsets",
          fields: [
            ("top", .cgFloat(insets.top)), ("leading", .cgFloat(insets.leading)), ("bottom", .cgFloat(insets.bottom)),
            ("trailing", .cgFloat(insets.trailing)),
          ]))
    default: return nil
    }
  }

  func callMethod(_ name: String, arguments: [HostArgument]) throws(HostError) -> Value? {
    guard name == "frame" else { return nil }
    guard arguments.count == 1, arguments[0].label == "in" else {
      throw HostError("frame(in:) takes one argument labelled 'in': .local, .global or .named(\"name\")")
    }
    let space: CoordinateSpace
    switch arguments[0].value {
    case .implicitMember(let member):
      switch member.name {
      case "local": space = .local
      case "global": space = .global
      case "named":
        guard let first = member.arguments?.first, case .string(let spaceName) = first.value else {
          throw HostError(".named takes the coordinate space's name as a string")
        }
        space = .named(spaceName)
      default:
        throw HostError("'.\(member.name)' is not a coordinate space (.local, .global, .named(\"name\"))")
      }
    case .string(let spaceName):
      space = .named(spaceName)
    default:
      throw HostError("frame(in:) needs a coordinate space, found \(arguments[0].value.type)")
    }
    guard let rect = proxy.frame(in: space) else {
      // SwiftUI falls back to the global space for a name no ancestor declares; say so rather than guess.
      if case .named(let spaceName) = space {
        throw HostError("no ancestor declares the coordinate space \"\(spaceName)\" (coordinateSpace(name:))")
      }
      return nil
    }
    return .rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }

  func subscriptValue(_ arguments: [HostArgument]) throws(HostError) -> Value? {
    guard arguments.count == 1 else { return nil }
    guard case .anchor(let anchor) = arguments[0].value else {
      throw HostError("a GeometryProxy subscript takes an Anchor, found \(arguments[0].value.type)")
    }
    let origin = grid.snap(Rect(origin: proxy.frameInRoot.origin, size: .zero)).origin
    switch anchor.geometry {
    case .rect(let rect):
      let x0 = pixels(rect.minX - origin.x)
      let y0 = pixels(rect.minY - origin.y)
      let x1 = pixels(rect.maxX - origin.x)
      let y1 = pixels(rect.maxY - origin.y)
      let length = grid.pixelLength
      return .rect(x: x0 * length, y: y0 * length, width: (x1 - x0) * length, height: (y1 - y0) * length)
    case .point(let point):
      return .point(x: pixels(point.x - origin.x) * grid.pixelLength, y: pixels(point.y - origin.y) * grid.pixelLength)
    }
  }

  /// A distance between two snapped values as a whole number of pixels.
  private func pixels(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    return (value * grid.displayScale).rounded()
  }
}
