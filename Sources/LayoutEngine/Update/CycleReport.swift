import JSONCore
import SwiftSubset

/// Why an update did not settle: a binder whose value kept changing, the state its action writes, the layers
/// that read that state, the nodes whose sizes fed back, and the change per pass. An update reports at most 20
/// binders, in the order they first received a value.
public struct CycleReport: Hashable, Sendable {
  /// The `onPreferenceChange` whose value kept changing.
  public var binder: PreferenceBinder
  /// The value it saw in each pass, in order (delivered or dropped).
  public var values: [Value]
  /// The state its action wrote.
  public var states: [String]
  /// The layers whose expressions read that state in the last pass (the first 64 in tree order).
  public var readers: [LayerID]
  /// Where a GeometryReader measures a view outside the frame its value feeds, if found: the reader and the
  /// framed layer.
  public var measurement: FeedbackMeasurement?
  /// The nodes whose size changed in each of the last passes (at most 12, in tree order).
  public var feedbackNodes: [String]
  /// The constant change per pass of a numeric value, when there is one (8 for "+8 pt per pass").
  public var changePerPass: Double?
  /// The report as sentences.
  public var summary: String
}

/// A GeometryReader that measures a view after (outside) a layer whose size its measurement feeds.
public struct FeedbackMeasurement: Hashable, Sendable {
  /// The `onPreferenceChange` that writes the state from the measurement.
  public var binder: PreferenceBinder
  /// The GeometryReader.
  public var reader: String
  /// The measured node (the reader is in its background or overlay).
  public var node: String
  /// The layer of the measured node that hosts the reader.
  public var hostLayer: Int
  /// The inner layer that reads the state the measurement feeds (the `frame(width: labelWidth)`).
  public var framedLayer: Int
  /// The state read there.
  public var state: String
  /// The expression that reads it (`labelWidth`) and the argument it is written in (`frame(width:)`).
  public var expression: String
  /// The framed layer's modifier as SwiftUI spells it with the expression: `frame(width: labelWidth)`.
  public var framedModifier: String
}
