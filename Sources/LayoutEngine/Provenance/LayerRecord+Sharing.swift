/// Sharing a node's layer records with the previous pass of the update loop.
///
/// A live tree keeps many passes (`HistoryLimits`), and most layers come out of consecutive passes exactly as they
/// were: an edit of one label changes that row, not the 999 others. A pass whose layers are the same values as
/// the previous pass's keeps the previous array, so the history holds them once (arrays are copy-on-write: nothing
/// can change them through either pass). The values a query reads are the same either way.
extension LayerRecord {
  /// Whether two node's layer lists are the same values: equal, and what `==` does not tell apart also the same:
  /// the sign of every zero length and coordinate that a query prints (NaN is never equal, so a list holding one
  /// is never shared), the bytes of each summary, which spells the layer's text (`==` on strings compares
  /// canonical equivalence, so a text edited from one Unicode normalization to the other would compare equal), the
  /// declared modifier as written (`NodeComparison.sameBytes`: an overlay's text edited so), and each read and each
  /// rule's quoted text as they are spelled (`InputRead.isSpelled(as:)`: a state or preference value read as -0.0,
  /// then 0.0).
  static func sameValues(_ lhs: [LayerRecord], _ rhs: [LayerRecord]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    // Geometry first: a layer that changed usually changed there, and `==` compares the declared modifier first.
    for (left, right) in zip(lhs, rhs) {
      guard left.size == right.size, left.frame == right.frame, left.proposal == right.proposal else { return false }
    }
    for (left, right) in zip(lhs, rhs) {
      guard left == right, left.hasSameBits(as: right) else { return false }
    }
    return true
  }

  private func hasSameBits(as other: LayerRecord) -> Bool {
    guard summary.isSpelled(as: other.summary), Self.sameDeclaration(modifier, other.modifier),
      Self.sameSigns(proposal, other.proposal),
      Self.sameSigns(size, other.size),
      Self.sameSigns(frameInParent, other.frameInParent), Self.sameSigns(frame, other.frame),
      Self.sameSigns(renderedFrame, other.renderedFrame)
    else { return false }
    for offset in 0..<Int(Swift.min(measurementRows.count, other.measurementRows.count)) {
      let (measurement, otherMeasurement) =
        (measurementRows.measurement(at: offset), other.measurementRows.measurement(at: offset))
      guard Self.sameSigns(measurement.proposal, otherMeasurement.proposal),
        Self.sameSigns(measurement.size, otherMeasurement.size)
      else { return false }
    }
    return Self.sameText(widthRule, other.widthRule) && Self.sameText(heightRule, other.heightRule)
      && zip(reads, other.reads).allSatisfy { $0.isSpelled(as: $1) }
  }

  /// Whether two equal declared modifiers (or none) are written the same.
  static func sameDeclaration(_ lhs: Modifier?, _ rhs: Modifier?) -> Bool {
    guard let lhs, let rhs else { return true }
    return NodeComparison.sameBytes(lhs, rhs)
  }

  private static func sameSigns(_ lhs: Double, _ rhs: Double) -> Bool { lhs.sign == rhs.sign }

  /// Whether two equal rules quote the same text's bytes (a rule's numbers are printed without the sign of a zero).
  private static func sameText(_ lhs: SizeRule, _ rhs: SizeRule) -> Bool {
    switch (lhs, rhs) {
    case (.textMeasured(let text, _, _, _, _), .textMeasured(let otherText, _, _, _, _)),
      (.textFieldIdealWidth(let text, _), .textFieldIdealWidth(let otherText, _)):
      return text.isSpelled(as: otherText)
    default: return true
    }
  }

  private static func sameSigns(_ lhs: Double?, _ rhs: Double?) -> Bool {
    guard let lhs, let rhs else { return true }
    return lhs.sign == rhs.sign
  }

  private static func sameSigns(_ lhs: ProposedViewSize, _ rhs: ProposedViewSize) -> Bool {
    sameSigns(lhs.width, rhs.width) && sameSigns(lhs.height, rhs.height)
  }

  private static func sameSigns(_ lhs: Size, _ rhs: Size) -> Bool {
    sameSigns(lhs.width, rhs.width) && sameSigns(lhs.height, rhs.height)
  }

  private static func sameSigns(_ lhs: Rect, _ rhs: Rect) -> Bool {
    sameSigns(lhs.origin.x, rhs.origin.x) && sameSigns(lhs.origin.y, rhs.origin.y) && sameSigns(lhs.size, rhs.size)
  }
}
