extension AlignmentKey {
  /// The guide SwiftUI code names so: `leading`, `trailing`, `top`, `bottom`, `firstTextBaseline`,
  /// `lastTextBaseline`, `center` or `HorizontalAlignment.center` (horizontal), `VerticalAlignment.center`, or a
  /// declared custom guide. Nil for any other name.
  static func named(_ name: String, customGuides: [String: AlignmentGuideDeclaration]) -> AlignmentKey? {
    switch name {
    case "leading": return .horizontal(.leading)
    case "trailing": return .horizontal(.trailing)
    case "top": return .vertical(.top)
    case "bottom": return .vertical(.bottom)
    case "firstTextBaseline": return .vertical(.firstTextBaseline)
    case "lastTextBaseline": return .vertical(.lastTextBaseline)
    case "center", "HorizontalAlignment.center": return .horizontal(.center)
    case "VerticalAlignment.center": return .vertical(.center)
    default: return customGuides[name]?.key
    }
  }
}
