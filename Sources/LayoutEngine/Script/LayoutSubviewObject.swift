import SwiftSubset

/// One `LayoutSubview` as a custom layout's body sees it: `sizeThatFits(_:)`, `dimensions(in:)` (`width`,
/// `height`, guides by subscript), `priority`, and in `placeSubviews` `place(at:anchor:proposal:)`.
///
/// Every request goes through the pass like any other layout's (`LayoutSubview`), so the child records the
/// proposal and its answer, with this layout as the proposer. The object lives for one evaluation on the
/// layout's thread; `@unchecked Sendable` because it holds the pass, which is not shared across threads.
final class LayoutSubviewObject: HostObject, @unchecked Sendable {
  let subview: LayoutSubview
  let index: Int
  let requester: Proposer
  let placements: CustomLayoutPlacements?
  /// What `dimensions(in:)[guide]` computes a custom guide's default with.
  let guideDefaults: AlignmentGuideDefaults

  init(
    _ subview: LayoutSubview, index: Int, requester: Proposer, placements: CustomLayoutPlacements?,
    guideDefaults: AlignmentGuideDefaults
  ) {
    self.subview = subview
    self.index = index
    self.requester = requester
    self.placements = placements
    self.guideDefaults = guideDefaults
  }

  var typeName: String { "LayoutSubview" }

  func member(_ name: String) throws(HostError) -> Value? {
    switch name {
    case "priority": return .double(subview.priority)
    default: return nil
    }
  }

  func callMethod(_ name: String, arguments: [HostArgument]) throws(HostError) -> Value? {
    switch name {
    case "sizeThatFits":
      guard arguments.count == 1, arguments[0].label == nil else {
        throw HostError("sizeThatFits takes one unlabelled ProposedViewSize")
      }
      let size = subview.size(try ProposedViewSizeObject.proposal(from: arguments[0].value), requester)
      return .size(CGSizeValue(width: size.width, height: size.height))
    case "dimensions":
      guard arguments.count == 1, arguments[0].label == "in" else {
        throw HostError("dimensions takes one ProposedViewSize labelled 'in:'")
      }
      let proposal = try ProposedViewSizeObject.proposal(from: arguments[0].value)
      let size = subview.size(proposal, requester)
      let dimensions = subview.dimensions(size: size, proposal: proposal)
      return .hostObject(HostObjectReference(ViewDimensionsObject(dimensions, defaults: guideDefaults)))
    case "place":
      return try place(arguments)
    default:
      return nil
    }
  }

  /// `place(at: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)`; the last call counts.
  private func place(_ arguments: [HostArgument]) throws(HostError) -> Value {
    guard let placements else { throw HostError("place(at:anchor:proposal:) is only for placeSubviews") }
    var point: CGPointValue?
    var anchor = UnitPoint.topLeading
    var proposal: ProposedViewSize?
    for argument in arguments {
      switch (argument.label, argument.value) {
      case ("at"?, .point(let value)): point = value
      case ("anchor"?, let value): anchor = try Self.unitPoint(value)
      case ("proposal"?, let value): proposal = try ProposedViewSizeObject.proposal(from: value)
      default:
        throw HostError("place takes at: CGPoint, anchor: UnitPoint and proposal: ProposedViewSize")
      }
    }
    guard let point, let proposal else {
      throw HostError("place needs at: CGPoint and proposal: ProposedViewSize")
    }
    let size = subview.size(proposal, requester)
    let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    placements.place(index, origin: origin, proposal: proposal)
    return .void
  }

  /// `.topLeading`, `.center`, … (`UnitPoint`'s named points).
  static func unitPoint(_ value: Value) throws(HostError) -> UnitPoint {
    if case .implicitMember(let member) = value, member.arguments == nil,
      let point = member.name == "zero" ? .topLeading : UnitPoint.named(member.name)
    {
      return point
    }
    throw HostError("expected a UnitPoint such as .center or .topLeading, found \(value.type)")
  }
}

/// Where a custom layout's `placeSubviews` put each subview (the last `place` call per subview).
final class CustomLayoutPlacements: @unchecked Sendable {
  private(set) var placed: [Int: (origin: Point, proposal: ProposedViewSize)] = [:]

  func place(_ index: Int, origin: Point, proposal: ProposedViewSize) {
    placed[index] = (origin, proposal)
  }
}
