import JSONCore

/// The layout values SwiftUI's own modifiers write for the container around the view to read, as a
/// `LayoutValueKey` written with `layoutValue(key:value:)` is read by a custom layout: `gridCellColumns`,
/// `gridColumnAlignment` and `gridCellUnsizedAxes` for a `Grid`; `listRowInsets` for a `List` or `Form`;
/// `navigationTitle` and its display mode for a navigation container. Their keys cannot clash with a tree's own
/// keys, which are Swift type names.
enum LayoutValueKeys {
  /// `gridCellColumns(_:)`: the number of columns the cell spans (an integer).
  static let gridCellColumns = "SwiftUI.gridCellColumns"
  /// `gridColumnAlignment(_:)`: the column's horizontal guide, by name (`"trailing"`).
  static let gridColumnAlignment = "SwiftUI.gridColumnAlignment"
  /// `gridCellUnsizedAxes(_:)`: the axes the cell does not size (`["horizontal"]`).
  static let gridCellUnsizedAxes = "SwiftUI.gridCellUnsizedAxes"

  /// `listRowInsets(_:)`: the row's insets in its `List`/`Form` cell (`{"top", "leading", "bottom", "trailing"}`),
  /// or null for the list's own (`listRowInsets(nil)`).
  static let listRowInsets = "SwiftUI.listRowInsets"

  /// `navigationTitle(_:)` on a navigation container's content: the title (written as in Swift).
  static let navigationTitle = "SwiftUI.navigationTitle"
  /// `navigationBarTitleDisplayMode(_:)` or `toolbarTitleDisplayMode(_:)`: `automatic`, `inline`, `large`.
  static let navigationTitleDisplayMode = "SwiftUI.navigationTitleDisplayMode"

  /// An axis set written as an array of axis names.
  static func axisSet(_ value: JSONValue) -> AxisSet {
    let names = value.arrayValue?.compactMap(\.stringValue) ?? []
    return AxisSet(horizontal: names.contains("horizontal"), vertical: names.contains("vertical"))
  }

  /// An axis set as the array of axis names it is written as.
  static func json(_ axes: AxisSet) -> JSONValue {
    var names: [JSONValue] = []
    if axes.horizontal { names.append("horizontal") }
    if axes.vertical { names.append("vertical") }
    return .array(names)
  }
}
