import TextMetrics

/// The text-related environment values inherited down the tree: the font and line limit, and the settings of
/// the text modifiers that reach the measurer (tracking, line spacing, truncation, shrinking, case, line
/// alignment).
///
/// Every resolved node keeps its own, and nearly all are their parent's unchanged: the values live in one immutable
/// box shared by every copy (8 bytes in a node instead of 224), and a text modifier that sets one makes a new box.
struct TextEnvironment: Hashable {
  /// The values, shared by every copy of this environment.
  private var storage: Storage

  private final class Storage: Sendable {
    let values: Values

    init(_ values: Values) {
      self.values = values
    }
  }

  private struct Values: Hashable {
    var font: Font
    var lineLimit: Int?
    var attributes: TextAttributes
    var textCase: TextCase?
    var multilineTextAlignment: TextAlignment
    var controlStyles: ControlStyles
  }

  init(
    font: Font, lineLimit: Int?, attributes: TextAttributes = .plain, textCase: TextCase? = nil,
    multilineTextAlignment: TextAlignment = .leading, controlStyles: ControlStyles = ControlStyles()
  ) {
    storage = Storage(
      Values(
        font: font, lineLimit: lineLimit, attributes: attributes, textCase: textCase,
        multilineTextAlignment: multilineTextAlignment, controlStyles: controlStyles))
  }

  var font: Font {
    get { storage.values.font }
    set { change { $0.font = newValue } }
  }

  var lineLimit: Int? {
    get { storage.values.lineLimit }
    set { change { $0.lineLimit = newValue } }
  }

  var attributes: TextAttributes {
    get { storage.values.attributes }
    set { change { $0.attributes = newValue } }
  }

  var textCase: TextCase? {
    get { storage.values.textCase }
    set { change { $0.textCase = newValue } }
  }

  var multilineTextAlignment: TextAlignment {
    get { storage.values.multilineTextAlignment }
    set { change { $0.multilineTextAlignment = newValue } }
  }

  var controlStyles: ControlStyles {
    get { storage.values.controlStyles }
    set { change { $0.controlStyles = newValue } }
  }

  /// Puts the changed values in a box of their own: other copies keep the old one.
  private mutating func change(_ body: (inout Values) -> Void) {
    var values = storage.values
    body(&values)
    storage = Storage(values)
  }

  /// Whether this environment is `other` to the bit: the same box, or values where `==` would not tell a difference
  /// apart. Its numbers are compared by their bits (`==` takes -0.0 for 0.0 and no NaN for itself), its control
  /// styles by their spelling (`ControlStyles.isSpelled(as:)`), its font and the rest by value. A node whose
  /// environment is its parent's to the bit shares its parent's `NodeEnvironment` (`LayoutGraph.context(for:)`).
  func isIdentical(to other: TextEnvironment) -> Bool {
    if storage === other.storage { return true }
    let one = storage.values
    let another = other.storage.values
    return one.font == another.font && one.lineLimit == another.lineLimit
      && one.attributes.tracking.bitPattern == another.attributes.tracking.bitPattern
      && one.attributes.lineSpacing.bitPattern == another.attributes.lineSpacing.bitPattern
      && one.attributes.minimumScaleFactor.bitPattern == another.attributes.minimumScaleFactor.bitPattern
      && one.attributes.truncationMode == another.attributes.truncationMode
      && one.attributes.allowsTightening == another.attributes.allowsTightening
      && one.attributes.reservedLines == another.attributes.reservedLines && one.textCase == another.textCase
      && one.multilineTextAlignment == another.multilineTextAlignment
      && one.controlStyles.isSpelled(as: another.controlStyles)
  }

  static func == (lhs: TextEnvironment, rhs: TextEnvironment) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(storage.values)
  }
}
