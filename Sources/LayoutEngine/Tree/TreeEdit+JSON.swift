import JSONCore

extension TreeEdit {
  /// Reads one edit as `tree/edit` sends it: an object with one member naming the edit,
  /// `{"setText": {"node", "text"}}`, `{"replace": {"node", "view"}}`, `{"insert": {"parent", "index", "view"}}`,
  /// `{"remove": {"node"}}`, `{"setModifiers": {"node", "modifiers"}}`, `{"propose": {"width", "height"}}`,
  /// `{"environment": {…}}`, `{"setState": {"name", "value"}}`, `{"tap": {"node"}}`,
  /// `{"replaceDocument": {"tree", "keepState"}}` (`keepState` optional, false by default).
  ///
  /// - Throws: an error at `path` (the edit's place in the request) naming what is wrong.
  public init(json: JSONValue, path: JSONPath) throws(TreeError) {
    guard let object = json.objectValue, object.count == 1, let (name, arguments) = object.members.first else {
      throw TreeError(.wrongType, at: path, "an edit is an object with one member naming it: {\"setText\": {…}}")
    }
    let argumentsPath = path.key(name)
    func members(_ allowed: Set<String>) throws(TreeError) -> JSONObject {
      guard let members = arguments.objectValue else {
        throw TreeError(.wrongType, at: argumentsPath, "expected an object of \(name)'s arguments")
      }
      for key in members.keys where !allowed.contains(key) {
        throw TreeError(
          .unknownArgument, at: argumentsPath.key(key),
          "\(name) has no argument \"\(key)\"" + Suggestion.clause(for: key, in: allowed.sorted()))
      }
      return members
    }
    func string(_ members: JSONObject, _ key: String) throws(TreeError) -> String {
      guard let value = members[key] else {
        throw TreeError(.missingArgument, at: argumentsPath, "\(name) needs \"\(key)\"")
      }
      guard let text = value.stringValue else {
        throw TreeError(.wrongType, at: argumentsPath.key(key), "expected a string, found \(value.typeName)")
      }
      return text
    }
    func required(_ members: JSONObject, _ key: String) throws(TreeError) -> JSONValue {
      guard let value = members[key] else {
        throw TreeError(.missingArgument, at: argumentsPath, "\(name) needs \"\(key)\"")
      }
      return value
    }
    func dimension(_ members: JSONObject, _ key: String) throws(TreeError) -> Double? {
      guard let value = members[key], !value.isNull else { return nil }
      if let number = value.doubleValue { return number }
      if let text = value.stringValue, case .literal(let number)? = NumericArgument.parseLiteral(text) { return number }
      throw TreeError(.wrongType, at: argumentsPath.key(key), "expected a number, null or \".infinity\"")
    }
    switch name {
    case "setText":
      let members = try members(["node", "text"])
      self = .setText(node: try string(members, "node"), text: try string(members, "text"))
    case "replace":
      let members = try members(["node", "view"])
      self = .replace(node: try string(members, "node"), view: try required(members, "view"))
    case "insert":
      let members = try members(["parent", "index", "view"])
      guard let index = try required(members, "index").integerValue, let small = Int(exactly: index) else {
        throw TreeError(.wrongType, at: argumentsPath.key("index"), "expected an integer index")
      }
      self = .insert(parent: try string(members, "parent"), index: small, view: try required(members, "view"))
    case "remove":
      self = .remove(node: try string(try members(["node"]), "node"))
    case "setModifiers":
      let members = try members(["node", "modifiers"])
      self = .setModifiers(node: try string(members, "node"), modifiers: try required(members, "modifiers"))
    case "propose":
      let members = try members(["width", "height"])
      self = .propose(width: try dimension(members, "width"), height: try dimension(members, "height"))
    case "environment":
      guard let members = arguments.objectValue else {
        throw TreeError(.wrongType, at: argumentsPath, "expected an object of environment values")
      }
      self = .environment(members)
    case "setState":
      let members = try members(["name", "value"])
      self = .setState(name: try string(members, "name"), value: try required(members, "value"))
    case "tap":
      self = .tap(node: try string(try members(["node"]), "node"))
    case "replaceDocument":
      let members = try members(["tree", "keepState"])
      let keepState = members["keepState"] ?? .bool(false)
      guard case .bool(let keeps) = keepState else {
        throw TreeError(.wrongType, at: argumentsPath.key("keepState"), "expected a boolean")
      }
      self = .replaceDocument(try required(members, "tree"), keepState: keeps)
    default:
      let names = [
        "setText", "replace", "insert", "remove", "setModifiers", "propose", "environment", "setState", "tap",
        "replaceDocument",
      ]
      throw TreeError(
        .unknownArgument, at: path.key(name), "unknown edit \"\(name)\"" + Suggestion.clause(for: name, in: names))
    }
  }
}
