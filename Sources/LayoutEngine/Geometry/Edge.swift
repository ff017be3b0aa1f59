/// An edge of a rectangle, as SwiftUI's `Edge`: leading and trailing follow the layout direction.
public enum Edge: String, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading edge (left in left-to-right layouts).
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge (right in left-to-right layouts).
  case trailing

  /// A set of edges, as SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Creates the set holding one edge.
    public init(_ edge: Edge) {
      switch edge {
      case .top: self = .top
      case .leading: self = .leading
      case .bottom: self = .bottom
      case .trailing: self = .trailing
      }
    }

    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]

    /// The SwiftUI spelling: `.all`, `.horizontal`, `[.top, .leading]`.
    public var swiftUIDescription: String {
      switch self {
      case .all: return ".all"
      case .horizontal: return ".horizontal"
      case .vertical: return ".vertical"
      case []: return "[]"
      default:
        let names = Edge.allCases.filter { contains(Set($0)) }.map { ".\($0.rawValue)" }
        return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
      }
    }
  }
}
