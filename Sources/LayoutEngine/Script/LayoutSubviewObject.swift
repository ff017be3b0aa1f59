import SwiftSubset

/// One `LayoutSubview` as a custom layout's body sees it: `sizeThatFits(_:)`, `dimensions(in:)` (`width`,
/// `height`, guides by subscript), `priority`, `spacing` (a `ViewSpacing`), `subview[Key.self]` (a declared
/// `LayoutValueKey`'s value: what `layoutValue(key:value:)` on the subview wrote, else the key's default), and in
/// `placeSubviews` `place(at:anchor:proposal:)`.
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
  /// The `LayoutValueKey`s the tree declares.
  let valueKeys: [String: LayoutValueKeyDeclaration]
  /// What `spacing.distance(to:along:)` depends on.
  let spacingContext: ViewSpacingObject.Context

  init(
    _ subview: LayoutSubview, index: Int, requester: Proposer, placements: CustomLayoutPlacements?,
    guideDefaults: AlignmentGuideDefaults, valueKeys: [String: LayoutValueKeyDeclaration],
    spacing: ViewSpacingObject.Context
  ) {
    self.subview = subview
    self.index = index
    self.requester = requester
    self.placements = placements
    self.guideDefaults = guideDefaults
    self.valueKeys = valueKeys
    self.spacingContext = spacing
  }

  var typeName: String { "LayoutSubview" }

  func member(_ name: String) throws(HostError) -> Value? {
    switch name {
    case "priority": return .double(subview.priority)
    case "spacing": return .hostObject(HostObjectReference(ViewSpacingObject(subview.spacing, context: spacingContext)))
    default: return nil
    }
  }

  func subscriptValue(_ arguments: [HostArgument]) throws(HostError) -> Value? {
    guard arguments.count == 1, arguments[0].label == nil, case .hostObject(let reference) = arguments[0].value,
      let key = reference.object as? LayoutValueKeyObject
    else {
      throw HostError(
        "a subview's subscript takes a LayoutValueKey type declared under layoutValueKeys: subview[Rank.self]")
    }
    let declaration = key.declaration
    guard let written = subview.layoutValue(declaration.name) else { return declaration.defaultValue }
    do {
      return try Value(json: written, as: declaration.type)
    } catch {
      throw HostError("the layout value of \(declaration.name) is not a \(declaration.type): \(error.message)")
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
