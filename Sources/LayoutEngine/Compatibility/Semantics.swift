/// The SwiftUI behaviour version a tree is laid out with: SwiftUI changes behaviour by the SDK an app is linked
/// against, and OpenSwiftUI names those versions v2…v6 (`swiftui-semantics.md` §0, "Version vocabulary").
///
/// `v7` is this project's name for the 2025 SDKs (iOS 26), whose measured control metrics differ
/// (`control-sizes.md` §1.1, §2.4). The default is `v6`, iOS 18.
public enum Semantics: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
  /// iOS 14 / macOS 11.
  case v2 = 2
  /// iOS 15 / macOS 12.
  case v3 = 3
  /// iOS 16 / macOS 13.
  case v4 = 4
  /// iOS 17 / macOS 14.
  case v5 = 5
  /// iOS 18 / macOS 15: the default.
  case v6 = 6
  /// iOS 26 (the 2025 SDKs); our name, not OpenSwiftUI's.
  case v7 = 7

  /// The default: iOS 18.
  public static let `default` = Semantics.v6

  /// The iOS major version whose SDK has these semantics.
  public var iOSVersion: Int {
    switch self {
    case .v2: return 14
    case .v3: return 15
    case .v4: return 16
    case .v5: return 17
    case .v6: return 18
    case .v7: return 26
    }
  }

  /// Whether these semantics are at least `other` (SwiftUI's `isLinkedOnOrAfter`).
  public func isAtLeast(_ other: Semantics) -> Bool { self >= other }

  /// Orders by version.
  public static func < (lhs: Semantics, rhs: Semantics) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `v6 (iOS 18)`.
  public var description: String { "v\(rawValue) (iOS \(iOSVersion))" }

  /// Reads `"v6"`, `"iOS18"`, `"iOS 18"` or `"18"`.
  public init?(name: String) {
    let text = name.trimmingSpaces()
    if text.hasPrefix("v"), let number = Int(text.dropFirst()), let value = Semantics(rawValue: number) {
      self = value
      return
    }
    var digits = Substring(text)
    if digits.hasPrefix("iOS") { digits = digits.dropFirst(3) }
    if let version = Int(digits.trimmingPrefixSpaces()),
      let value = Semantics.allCases.first(where: { $0.iOSVersion == version })
    {
      self = value
      return
    }
    return nil
  }
}

extension Substring {
  fileprivate func trimmingPrefixSpaces() -> Substring {
    drop(while: { $0 == " " })
  }
}
