import InspectorProtocol
import JSONCore
import LayoutEngine

extension AxisRule {
  /// The protocol's form of a size rule: its name, its description and its numbers.
  init(_ rule: SizeRule) {
    self.init(kind: rule.name, description: rule.description, values: .object(Self.values(of: rule)))
  }

  private static func number(_ value: Double?) -> JSONValue {
    guard let value else { return .null }
    if value.isFinite { return .double(value) }
    return .string(value.isNaN ? "nan" : value > 0 ? "infinity" : "-infinity")
  }

  private static func values(of rule: SizeRule) -> JSONObject {
    switch rule {
    case .fixedFrame(let length), .flexibleFrameIdeal(let length), .proposalAccepted(let length),
      .idealDefault(let length), .circleSide(let length), .emptyText(let length), .stackUnion(let length),
      .zStackLargest(let length), .childPassthrough(let length), .geometryReaderGreedy(let length),
      .geometryReaderUnspecified(let length), .imageIntrinsic(let length), .dividerThickness(let length),
      .textFieldGreedy(let length), .positionGreedy(let length), .positionChild(let length),
      .listGreedy(let length), .listContent(let length), .idealOfChild(let length), .implicitStack(let length),
      .scrollViewGreedy(let length):
      return ["length": number(length)]
    case .flexibleFrameClampedProposal(let proposal, let min, let max, let result):
      return ["proposal": number(proposal), "min": number(min), "max": number(max), "result": number(result)]
    case .flexibleFrameChild(let child, let min, let max, let proposal, let result):
      return [
        "child": number(child), "min": number(min), "max": number(max), "proposal": number(proposal),
        "result": number(result),
      ]
    case .textMeasured(let text, let font, let lines, let measured, let result):
      var values: JSONObject = [
        "text": .string(TextExcerpt.excerpt(text)), "font": .string(font.description), "lines": .integer(Int64(lines)),
        "measured": number(measured), "result": number(result),
      ]
      if text.utf8.count > TextExcerpt.quotedBytes { values["textBytes"] = .integer(Int64(text.utf8.count)) }
      return values
    case .customLayout(let name, let length), .customLayoutFailed(let name, let length):
      return ["name": .string(name), "length": number(length)]
    case .textZeroProposal, .spacerCrossAxis, .empty:
      return [:]
    case .stackSum(let children, let gaps, let count, let result):
      return [
        "children": number(children), "gaps": number(gaps), "count": .integer(Int64(count)), "result": number(result),
      ]
    case .paddingChildPlusInsets(let child, let insets, let result):
      return ["child": number(child), "insets": number(insets), "result": number(result)]
    case .spacerLength(let proposal, let minLength, let result):
      return ["proposal": number(proposal), "minLength": number(minLength), "result": number(result)]
    case .textFieldIdealWidth(let text, let result):
      var values: JSONObject = ["text": .string(TextExcerpt.excerpt(text)), "result": number(result)]
      if text.utf8.count > TextExcerpt.quotedBytes { values["textBytes"] = .integer(Int64(text.utf8.count)) }
      return values
    case .textFieldHeight(let lineHeight, let result):
      return ["lineHeight": number(lineHeight), "result": number(result)]
    case .controlSize(let part, let length):
      return ["part": .string(part), "length": number(length)]
    case .gridSum(let tracks, let gaps, let count, let result):
      return [
        "tracks": number(tracks), "gaps": number(gaps), "count": .integer(Int64(count)), "result": number(result),
      ]
    case .containerRelative(let container, let result):
      return ["container": number(container), "result": number(result)]
    }
  }
}
