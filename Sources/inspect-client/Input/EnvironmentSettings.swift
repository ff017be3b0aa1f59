import JSONCore

/// The `--environment` option: environment values that override a tree's own, written as `key=value` pairs
/// (`displayScale=2,font=title`) or as a JSON object (`{"displayScale": 2}`), repeatable, later values winning.
///
/// A pair's value is read as JSON when it is JSON (`2`, `null`, `true`, `"x"`) and as a string otherwise
/// (`font=title`, `semantics=iOS17`), so shell users need no quoting. Key names are checked here, with a
/// suggestion for a typo; values are checked by the daemon against the tree format.
enum EnvironmentSettings {
  /// The keys of the tree format's `environment` object (`Schemas/view-tree.schema.json`).
  static let keys = [
    "displayScale", "semantics", "platform", "font", "lineLimit", "layoutDirection", "safeAreaInsets", "behaviors",
  ]

  /// Short spellings accepted for convenience.
  static let aliases = ["scale": "displayScale"]

  /// The merged settings of every `--environment` value, in order.
  static func parse(_ values: [String], command: String) throws(UsageError) -> JSONObject {
    var merged = JSONObject()
    for value in values {
      for (key, setting) in try parseOne(value, command: command) {
        merged[key] = setting
      }
    }
    return merged
  }

  private static func parseOne(_ value: String, command: String) throws(UsageError) -> JSONObject {
    let trimmed = value.drop { $0 == " " }
    if trimmed.hasPrefix("{") {
      let parsed: JSONValue
      do {
        parsed = try JSONParser.parse(String(trimmed))
      } catch {
        throw UsageError("The --environment value is not valid JSON: \(error)", command: command)
      }
      guard case .object(let object) = parsed else {
        throw UsageError("The --environment value must be a JSON object.", command: command)
      }
      for key in object.keys { _ = try checkedKey(key, command: command) }
      return object
    }
    var object = JSONObject()
    for pair in value.split(separator: ",") {
      guard let equals = pair.firstIndex(of: "=") else {
        throw UsageError(
          "The --environment value '\(pair)' is not key=value (for example displayScale=2,font=title).",
          command: command)
      }
      let key = try checkedKey(pair[..<equals].trimmingSpaces(), command: command)
      let text = pair[pair.index(after: equals)...].trimmingSpaces()
      object[key] = (try? JSONParser.parse(text)) ?? .string(text)
    }
    return object
  }

  private static func checkedKey(_ key: String, command: String) throws(UsageError) -> String {
    if keys.contains(key) { return key }
    if let alias = aliases[key] { return alias }
    var message = "Unknown environment key '\(key)'; expected one of \(keys.joined(separator: ", "))."
    if let near = NameSuggestion.closest(to: key, among: keys) { message += " Did you mean '\(near)'?" }
    throw UsageError(message, command: command)
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
