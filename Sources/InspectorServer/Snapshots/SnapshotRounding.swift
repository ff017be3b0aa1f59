import InspectorProtocol
import JSONCore
import LayoutEngine

/// How snapshots round: every length and every number in a value to the nearest thousandth of a point (the
/// precision `LayoutNumber` prints), so that a snapshot does not change with the last bits of a computation.
/// In state and preference values, integral results become JSON integers, so a value reads the same whether it
/// was computed (`393.0`) or read back from a snapshot's text (`393`).
enum SnapshotRounding {
  /// Values nest no deeper than their Swift types; past this depth they are kept as they are.
  static let maxValueDepth = 32

  /// `value` to the nearest thousandth; non-finite values and huge ones unchanged; never `-0`.
  static func round(_ value: Double) -> Double {
    guard value.isFinite, Swift.abs(value) < 1e12 else { return value }
    return (value * 1000).rounded() / 1000 + 0
  }

  /// A size, rounded.
  static func size(_ size: Size) -> SizeValue {
    SizeValue(width: round(size.width), height: round(size.height))
  }

  /// A rectangle, rounded.
  static func frame(_ rect: Rect) -> FrameValue {
    FrameValue(
      x: round(rect.origin.x), y: round(rect.origin.y), width: round(rect.size.width),
      height: round(rect.size.height))
  }

  /// A proposal, rounded.
  static func proposal(_ proposal: ProposedViewSize) -> ProposalValue {
    ProposalValue(
      width: ProposedLength(proposal.width.map { $0 == .infinity ? $0 : round($0) }),
      height: ProposedLength(proposal.height.map { $0 == .infinity ? $0 : round($0) }))
  }

  /// A frame read from a client's snapshot, rounded as the daemon's own.
  static func frame(_ frame: FrameValue) -> FrameValue {
    FrameValue(x: round(frame.x), y: round(frame.y), width: round(frame.width), height: round(frame.height))
  }

  /// A proposal read from a client's snapshot, rounded as the daemon's own.
  static func proposal(_ proposal: ProposalValue) -> ProposalValue {
    ProposalValue(
      width: ProposedLength(proposal.width.value.map { $0 == .infinity ? $0 : round($0) }),
      height: ProposedLength(proposal.height.value.map { $0 == .infinity ? $0 : round($0) }))
  }

  /// Members of state or preference values, each rounded.
  static func round(_ members: JSONObject) -> JSONObject {
    var result = JSONObject()
    for (key, member) in members { result[key] = round(member) }
    return result
  }

  /// A state or preference value with every number rounded, integral ones as integers.
  static func round(_ value: JSONValue, depth: Int = 0) -> JSONValue {
    guard depth < maxValueDepth else { return value }
    switch value {
    case .double(let number):
      let rounded = round(number)
      if rounded == rounded.rounded(), Swift.abs(rounded) < 1e12 { return .integer(Int64(rounded)) }
      return .double(rounded)
    case .array(let elements):
      return .array(elements.map { round($0, depth: depth + 1) })
    case .object(let members):
      var result = JSONObject()
      for (key, member) in members { result[key] = round(member, depth: depth + 1) }
      return .object(result)
    default:
      return value
    }
  }
}
