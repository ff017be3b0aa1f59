import JSONCore
import SwiftSubset

/// A `LayoutValueKey` the tree declares under `layoutValueKeys`: the value's type and the key's `defaultValue`,
/// decoded at load. A custom layout's body reads `subview[Rank.self]`: the value a `layoutValue(key:value:)` on
/// the subview writes, converted to the type, else the default (Apple's documentation of `LayoutValueKey`).
public struct LayoutValueKeyDeclaration: Hashable, Sendable {
  /// The key's type name (`Rank`).
  public var name: String
  /// The value's type (`Int`, `CGFloat?`).
  public var type: ValueType
  /// `static let defaultValue`, decoded against the type.
  public var defaultValue: Value
  /// Where it was declared (`$.layoutValueKeys.Rank`).
  public var path: JSONPath
}
