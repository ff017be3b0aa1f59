import SwiftSubset

/// `ProposedViewSize` as a custom layout's body sees it: `proposal.width`, `proposal.height` (`CGFloat?`),
/// `proposal.replacingUnspecifiedDimensions()` and `replacingUnspecifiedDimensions(by: CGSize(…))`.
///
/// Values are objects, compared by identity: compare their `width` and `height`, not the proposals.
final class ProposedViewSizeObject: HostObject {
  let proposal: ProposedViewSize

  init(_ proposal: ProposedViewSize) {
    self.proposal = proposal
  }

  var typeName: String { "ProposedViewSize" }

  func member(_ name: String) throws(HostError) -> Value? {
    switch name {
    case "width": return Self.optional(proposal.width)
    case "height": return Self.optional(proposal.height)
    default: return nil
    }
  }

  func callMethod(_ name: String, arguments: [HostArgument]) throws(HostError) -> Value? {
    guard name == "replacingUnspecifiedDimensions" else { return nil }
    var fill = Size(width: 10, height: 10)
    if let argument = arguments.first {
      guard arguments.count == 1, argument.label == "by", case .size(let size) = argument.value else {
        throw HostError("replacingUnspecifiedDimensions takes no argument or 'by:' a CGSize")
      }
      fill = Size(width: size.width, height: size.height)
    }
    let size = proposal.replacingUnspecifiedDimensions(by: fill)
    return .size(CGSizeValue(width: size.width, height: size.height))
  }

  var objectDescription: String {
    func text(_ value: Double?) -> String { value.map { "Optional(\($0))" } ?? "nil" }
    return "ProposedViewSize(width: \(text(proposal.width)), height: \(text(proposal.height)))"
  }

  /// A `CGFloat?` value.
  static func optional(_ value: Double?) -> Value {
    value.map { .some(.cgFloat($0)) } ?? .none(.cgFloat)
  }

  /// The proposal a value stands for: a `ProposedViewSize`, or `.unspecified`, `.zero`, `.infinity`.
  static func proposal(from value: Value) throws(HostError) -> ProposedViewSize {
    switch value {
    case .hostObject(let reference):
      if let object = reference.object as? ProposedViewSizeObject { return object.proposal }
    case .implicitMember(let member):
      if let proposal = named(member.name) { return proposal }
    default: break
    }
    throw HostError(
      "expected a ProposedViewSize (.unspecified, .zero, .infinity, ProposedViewSize(width:height:)), found \(value.type)"
    )
  }

  /// `.unspecified`, `.zero`, `.infinity`.
  static func named(_ name: String) -> ProposedViewSize? {
    switch name {
    case "unspecified": return ProposedViewSize(width: nil, height: nil)
    case "zero": return ProposedViewSize(width: 0, height: 0)
    case "infinity": return .infinity
    default: return nil
    }
  }

  /// A `CGFloat?` argument: a number or nil.
  static func length(_ value: Value, _ label: String) throws(HostError) -> Double? {
    switch value {
    case .none: return nil
    case .some(.cgFloat(let number)), .some(.double(let number)), .cgFloat(let number), .double(let number):
      return number
    case .some(.int(let number)), .int(let number): return Double(number)
    default: throw HostError("ProposedViewSize's \(label) is a CGFloat?, found \(value.type)")
    }
  }
}

/// The name `ProposedViewSize` in a custom layout's body: `ProposedViewSize(width: 100, height: nil)`,
/// `ProposedViewSize.unspecified`, `.zero`, `.infinity`.
final class ProposedViewSizeTypeObject: HostObject {
  var typeName: String { "ProposedViewSize.Type" }

  func member(_ name: String) throws(HostError) -> Value? {
    ProposedViewSizeObject.named(name).map { .hostObject(HostObjectReference(ProposedViewSizeObject($0))) }
  }

  func callMethod(_ name: String, arguments: [HostArgument]) throws(HostError) -> Value? {
    guard name == "callAsFunction" else { return nil }
    if arguments.count == 1, arguments[0].label == nil, case .size(let size) = arguments[0].value {
      return .hostObject(
        HostObjectReference(ProposedViewSizeObject(ProposedViewSize(width: size.width, height: size.height))))
    }
    guard arguments.count == 2, arguments[0].label == "width", arguments[1].label == "height" else {
      throw HostError("ProposedViewSize takes (width:height:) or a CGSize")
    }
    let width = try ProposedViewSizeObject.length(arguments[0].value, "width")
    let height = try ProposedViewSizeObject.length(arguments[1].value, "height")
    return .hostObject(HostObjectReference(ProposedViewSizeObject(ProposedViewSize(width: width, height: height))))
  }
}
