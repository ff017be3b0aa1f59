import JSONCore

/// One measurement of a layer in a pass: a proposal in, a size out. Stacks measure their children several
/// times (ideal, minimum, maximum, then the share they give), and each distinct proposal is one measurement.
public struct MeasurementValue: Codable, Hashable, Sendable {
  /// The proposal.
  public var proposal: ProposalValue
  /// The size the layer answered.
  public var size: SizeValue
  /// Why the width is what it is.
  public var widthRule: AxisRule
  /// Why the height is what it is.
  public var heightRule: AxisRule
  /// Who first asked for this measurement, and why.
  public var requestedBy: ProposalSource

  /// Creates a measurement.
  public init(
    proposal: ProposalValue, size: SizeValue, widthRule: AxisRule, heightRule: AxisRule, requestedBy: ProposalSource
  ) {
    self.proposal = proposal
    self.size = size
    self.widthRule = widthRule
    self.heightRule = heightRule
    self.requestedBy = requestedBy
  }
}

extension MeasurementValue: JSONTextEncodable {
  /// Writes the measurement as its `Encodable` conformance does.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.text("{\"proposal\":")
    try proposal.write(to: &writer)
    writer.key("size")
    size.write(to: &writer)
    writer.key("widthRule")
    widthRule.write(to: &writer)
    writer.key("heightRule")
    heightRule.write(to: &writer)
    writer.key("requestedBy")
    try requestedBy.write(to: &writer)
    writer.endObject()
  }
}
