import JSONCore

extension TreeDecoder {
  /// The modifiers a part of a concatenated `Text` may take: those that return `Text`.
  static let textRunModifierNames: [String] = [
    "font", "bold", "italic", "fontWeight", "fontDesign", "monospacedDigit", "kerning", "tracking",
    "foregroundColor", "foregroundStyle", "underline", "strikethrough",
  ]

  /// Reads the `runs` of a concatenated `Text`: a non-empty array of `{"text": …, "modifiers": […]}`, each part's
  /// text (with interpolations) and the modifiers that return `Text`; `kerning` and `tracking` take numbers.
  mutating func textRuns(_ json: JSONValue, at path: JSONPath, ownerID: String) -> [TextRunTemplate]? {
    guard let items = json.arrayValue, !items.isEmpty else {
      fail(.wrongType, at: path, "expected a non-empty array of {\"text\", \"modifiers\"}, found \(json.typeName)")
      return nil
    }
    var runs: [TextRunTemplate] = []
    for (index, item) in items.enumerated() {
      let itemPath = path.index(index)
      guard let object = item.objectValue else {
        fail(.wrongType, at: itemPath, "expected {\"text\", \"modifiers\"}, found \(item.typeName)")
        return nil
      }
      checkMembers(object, allowed: ["text", "modifiers"], at: itemPath, of: "a part of a concatenated Text")
      guard let textJSON = object["text"] else {
        fail(.missingArgument, at: itemPath, "a part of a concatenated Text needs a \"text\"")
        return nil
      }
      guard let text = textTemplate(textJSON, at: itemPath.key("text")) else { return nil }
      var style = TextRunStyle()
      if let modifiersJSON = object["modifiers"] {
        let modifiersPath = itemPath.key("modifiers")
        let decoded = modifiers(modifiersJSON, at: modifiersPath, bareDepth: 0, ownerID: "\(ownerID)/runs\(index)")
        for modifier in decoded where !apply(modifier, to: &style) { return nil }
      }
      runs.append(TextRunTemplate(text: text, style: style))
    }
    return runs
  }

  /// Applies one modifier of a part to its style; false (with an error) for a modifier that does not return
  /// `Text` or a tracking that is not a number.
  private mutating func apply(_ modifier: Modifier, to style: inout TextRunStyle) -> Bool {
    switch modifier.kind {
    case .font(let font): style.font = font
    case .bold(let isActive): if isActive { style.weight = .bold }
    case .italic(let isActive): style.isItalic = isActive
    case .fontWeight(let weight): if let weight { style.weight = weight }
    case .fontDesign(let design): if let design { style.design = design }
    case .monospacedDigit: style.hasMonospacedDigits = true
    case .kerning(let argument), .tracking(let argument):
      guard case .literal(let points) = argument else {
        fail(.invalidValue, at: modifier.path, "a part of a concatenated Text takes a number here, not an expression")
        return false
      }
      style.tracking = points
    case .layoutNeutral(let name, _) where Self.textRunModifierNames.contains(name):
      break
    default:
      let name = modifier.path.lastKey ?? "this modifier"
      fail(
        .invalidValue, at: modifier.path,
        "\(name) does not return Text, so it cannot modify a part of a concatenation; a part takes "
          + Self.textRunModifierNames.joined(separator: ", "))
      return false
    }
    return true
  }
}
