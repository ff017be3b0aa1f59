/// The kind of value a JSON member of a view or modifier holds, as the tree decoder reads it.
package enum MemberKind: String, Hashable, Sendable, CaseIterable {
  /// A JSON number, or a Swift expression string that evaluates to one (`"labelWidth"`, `".infinity"`).
  case number
  /// A string with Swift interpolations (`"Tap count \\(taps)"`).
  case text
  /// A plain string: a colour name, an asset name, a layout name.
  case string
  /// A Swift identifier: the name a closure gives its parameter (`proxy`, `element`, `value`).
  case identifier
  /// A JSON boolean.
  case bool
  /// A JSON boolean or a Swift expression string that evaluates to one.
  case condition
  /// A Swift expression string.
  case expression
  /// Swift code run as an action: a closure (`"{ widths in columnWidth = widths.max() }"`) or statements.
  case closure
  /// A view item or an array of items: a view builder's content.
  case views
  /// A 2D alignment name (`center`, `topLeading`, …) or `{"horizontal", "vertical"}`; a leading dot is allowed.
  case alignment
  /// A horizontal alignment name (`leading`, `center`, `trailing`) or a declared custom guide.
  case horizontalAlignment
  /// A vertical alignment name (`top`, `center`, `bottom`, `firstTextBaseline`, …) or a declared custom guide.
  case verticalAlignment
  /// An alignment guide: `.leading`, `.top`, `.firstTextBaseline`, … or a declared custom guide.
  case alignmentGuide
  /// An edge set: `.all`, `.horizontal`, `.top`, … or an array of them.
  case edges
  /// Scroll axes: `vertical`, `horizontal` or an array of both.
  case axes
  /// An anchor source: `.bounds`, `.topLeading`, `.center`, ….
  case anchorSource
  /// A font: a text style (`.body`, `.headline.bold()`), `.system(size:weight:)` or `{"style", "size", …}`.
  case font
  /// A line limit: an integer or `null` for no limit.
  case lineLimit
  /// A text field style: `automatic`, `plain` or `roundedBorder`.
  case textFieldStyle
  /// One of a fixed set of Swift case names (`fit`, `tail`, `uppercase`, `semibold`), with or without the
  /// leading dot; the entry's source names the set.
  case choice
  /// `GridItem`s: an array of `{"fixed": 100}`, `{"flexible": {"minimum", "maximum"}}` or
  /// `{"adaptive": {"minimum", "maximum"}}`, each with an optional `spacing` and `alignment`.
  case gridItems
  /// `ForEach` data: a range string (`"0..<3"`), an array, or a Swift expression.
  case data
  /// The name of a preference key declared in the document's `preferenceKeys` (`K.self` in Swift).
  case preferenceKey
  /// A JSON value or a Swift expression string, read against the preference key's type.
  case value
  /// The parts of a concatenated `Text` (`Text("Hello ").bold() + Text("world")`): an array of
  /// `{"text": …, "modifiers": […]}`, each part's text with interpolations and the modifiers that return `Text`
  /// (`font`, `bold`, `italic`, `fontWeight`, `fontDesign`, `monospacedDigit`, `kerning`, `tracking`, and the
  /// drawing ones `foregroundColor`, `foregroundStyle`, `underline`, `strikethrough`). A `Text` has `text` or
  /// `runs`: its `text` is required unless it has `runs`.
  case textRuns
  /// An argument as written in Swift: a string of source text, a number, a boolean or null.
  case asWritten
}
