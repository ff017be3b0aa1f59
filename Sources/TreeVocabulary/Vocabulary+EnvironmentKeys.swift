extension Vocabulary {
  /// The `EnvironmentValues` keys that a modifier of the tree format also sets: a write
  /// `.environment(\.font, .title)` is read as that modifier, `.font(.title)`. Source: Apple's documentation of
  /// each modifier, which sets the environment value of the same name for the views inside.
  package static let environmentKeyModifiers: [String: String] = [
    "font": "font", "multilineTextAlignment": "multilineTextAlignment", "lineLimit": "lineLimit",
    "lineSpacing": "lineSpacing", "minimumScaleFactor": "minimumScaleFactor", "truncationMode": "truncationMode",
    "textCase": "textCase", "allowsTightening": "allowsTightening", "imageScale": "imageScale",
    "controlSize": "controlSize",
  ]

  /// The `EnvironmentValues` keys whose values change sizes or positions but that no modifier of the tree format
  /// sets: a write of one is left out with a warning. Every other key (`managedObjectContext`, `colorScheme`,
  /// `openURL`, …) changes data or drawing only, and its write is a layout-neutral `environment` modifier.
  /// Source: `swiftui-usage.md` §3 (layout-relevant for `\.font`, `\.dynamicTypeSize`, `\.layoutDirection`, …)
  /// and Apple's documentation of each key.
  package static let environmentKeysChangingLayout: Set<String> = [
    "layoutDirection", "dynamicTypeSize", "sizeCategory", "legibilityWeight", "horizontalSizeClass",
    "verticalSizeClass", "displayScale", "pixelLength", "defaultMinListRowHeight", "defaultMinListHeaderHeight",
    "headerProminence", "symbolVariants", "isEnabled",
  ]
}
