import JSONCore
import SwiftSubset

/// One preference value where it is made: the value of a key at one layer of one node, with the values it was
/// made from, in reduce order.
///
/// Records exist where something happens to a key: a container reduces its children's values (layer 0 of a
/// stack, the items of a `ForEach`), a modifier writes or transforms it, or a `background`/`overlay` combines
/// its views' values with the primary's. Layers that pass the key through have no record of their own: the
/// value there is the inner layer's record. Contributions point at the records they came from, so the chain
/// from an ancestor down to every writer can be walked without running anything again.
public struct PreferenceRecord: Hashable, Sendable {
  /// The record's index in its pass's `PreferenceValues`.
  public typealias ID = Int

  /// What made the value.
  public enum Operation: Hashable, Sendable {
    /// Children's values reduced in order; `dynamic` when the list holds a `ForEach` or `if` and so starts
    /// from `defaultValue` (`swiftui-semantics.md` §6.1.3).
    case combined(dynamic: Bool)
    /// `preference(key:value:)` wrote the value, hiding the key's values from deeper views (§6.2.1).
    case written(expression: String)
    /// `anchorPreference(key:value:transform:)` captured an anchor (`bounds`, `topLeading`, …) and stored the
    /// transform's result (§6.2.3). Boxed: its two strings inline made every record 16 bytes longer (136 bytes, 120
    /// with the box; `UpdateMemoryBoundsTests`), and anchors are rare.
    indirect case anchor(source: String, transform: String?)
    /// `transformPreference(_:_:)` changed the value (§6.2.2).
    case transformed(expression: String)
    /// A `background` or `overlay` (or preference-value layer) combined its views' values with the primary's:
    /// background first, overlay last (§6.1.4).
    case secondary(modifier: String)
  }

  /// The index of this record.
  public var id: ID
  /// The key's name.
  public var key: String
  /// The node where the value is made.
  public var node: String
  /// The layer: 0 is the view's content (or a `ForEach`/`if`'s items), i ≥ 1 the i-th modifier.
  public var layer: Int
  /// What made it.
  public var operation: Operation
  /// The value.
  public var value: Value
  /// The values it was made from, in reduce order; the first producer is taken as is.
  public var contributions: Contributions

  /// The value as plain JSON (a `CGFloat` is a number, `nil` is `null`).
  public var json: JSONValue { value.jsonValue }

  /// Where the value is made.
  public var address: LayerID { LayerID(node: node, layer: layer) }

  /// The contributions that did not survive: discarded by an assigning `reduce`, ignored, hidden by an outer
  /// `preference`, or lost to a failed `reduce`.
  public var lostContributions: [Contribution] {
    contributions.filter { $0.fate.isLost }
  }
}

extension PreferenceRecord {
  /// One value that went into a `PreferenceRecord`.
  public struct Contribution: Hashable, Sendable {
    /// Where the value came from.
    public enum Source: Hashable, Sendable {
      /// A child view's value (what the child's outermost layer reports).
      case node(String)
      /// An inner layer of the same node (the primary view of a `background`/`overlay`, the value a
      /// `preference` replaced, the input of a `transformPreference`).
      case layer(Int)
      /// The key's `defaultValue`: dynamic content (`ForEach`, `if`) starts from it, and a `transformPreference`
      /// with nothing below transforms it.
      case defaultValue
      /// The value the modifier itself wrote (`preference`, `anchorPreference`).
      case written
    }

    /// What happened to the value.
    public enum Fate: String, Hashable, Sendable {
      /// The first producer: taken as is, `reduce` is not called with the default first (§6.1.2).
      case first
      /// Folded in with `reduce`.
      case reduced
      /// Thrown away by a later `reduce` that assigns without reading `value` (`value = nextValue()`).
      case discarded
      /// Ignored by `reduce` (a `first` reducer never uses the next value).
      case ignored
      /// Replaced by an outer `preference` writer of the same key (§6.2.1).
      case hidden
      /// The input a `transformPreference` changed.
      case transformed
      /// `reduce` failed on it (see the pass's diagnostics); the value before was kept.
      case failed

      /// Whether the value did not make it into the result.
      public var isLost: Bool {
        switch self {
        case .discarded, .ignored, .hidden, .failed: return true
        case .first, .reduced, .transformed: return false
        }
      }
    }

    /// The value.
    public var value: Value
    /// What happened to it.
    public var fate: Fate
    /// `record` + 1, 0 for none: 4 bytes in the padding after `value` and `fate`, where an optional id took 9 after
    /// `source`, so that a contribution is 64 bytes where it was 80 (a record's list of one is 96 bytes with the
    /// array's header, a 112-byte chunk where it took 128; `UpdateMemoryBoundsTests`). A pass's records number fewer
    /// than `UInt32.max` (ARCHITECTURE.md).
    private var storedRecord: UInt32
    /// Where it came from.
    public var source: Source

    /// The record holding how this value was made, if any (nil for written and default values).
    public var record: PreferenceRecord.ID? {
      get { storedRecord == 0 ? nil : Int(storedRecord) - 1 }
      set { storedRecord = Self.stored(newValue) }
    }

    init(source: Source, value: Value, record: PreferenceRecord.ID?, fate: Fate) {
      self.value = value
      self.fate = fate
      self.storedRecord = Self.stored(record)
      self.source = source
    }

    private static func stored(_ record: PreferenceRecord.ID?) -> UInt32 {
      guard let record else { return 0 }
      assert(record >= 0 && record < Int(UInt32.max), "a pass's preference records number fewer than UInt32.max")
      return UInt32(truncatingIfNeeded: record + 1)
    }

    /// The value as plain JSON.
    public var json: JSONValue { value.jsonValue }
  }
}
