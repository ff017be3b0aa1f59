import JSONCore

extension InitializeRequest: JSONExactDecodable {
  /// Reads the request's plain form: each member absent, `null` or of its own JSON type (`capabilities` any value),
  /// `initializationOptions` absent, `null`, `[]` or an object of plain strings and a boolean (its `limits` and
  /// `fonts` absent or `null`); anything else is left to the `Decodable` conformance.
  ///
  /// `initialize` is a process's first request, so the bridge would run there for the first time, and its first
  /// run makes the runtime search the binary's protocol conformances for each container type it builds: about
  /// 0.46 M instructions of the daemon's way from reading the request to its reply (callgrind, 2026-12-06).
  public init?(exactly json: JSONValue) {
    guard case .object(let object) = json,
      let processId = Self.optional(object["processId"], Self.integer),
      let clientInfo = Self.optional(object["clientInfo"], Self.serverInfo),
      let rootUri = Self.optional(object["rootUri"], \.stringValue),
      let workspaceFolders = Self.optional(object["workspaceFolders"], Self.workspaceFolders)
    else { return nil }
    let initializationOptions: InitializationOptions?
    switch object["initializationOptions"] {
    case nil, .null?: initializationOptions = nil
    // Neovim encodes an empty Lua table (a plugin's default options) as `[]`, which the request reads as none.
    case .array(let elements)? where elements.isEmpty: initializationOptions = nil
    case let member?:
      guard let options = Self.options(member) else { return nil }
      initializationOptions = options
    }
    self.init(
      processId: processId, clientInfo: clientInfo, capabilities: Self.present(object["capabilities"]),
      rootUri: rootUri, workspaceFolders: workspaceFolders, initializationOptions: initializationOptions)
  }

  /// A member's value, nil when it is absent or `null` (as `decodeIfPresent` reads a `JSONValue`).
  private static func present(_ member: JSONValue?) -> JSONValue? {
    guard let member, !member.isNull else { return nil }
    return member
  }

  /// An optional member in its plain form: `.some(nil)` when absent or `null` (as `decodeIfPresent` reads them), the
  /// value `read` finds when present, nil when present in any other form.
  private static func optional<Value>(_ member: JSONValue?, _ read: (JSONValue) -> Value?) -> Value?? {
    guard let member, !member.isNull else { return .some(nil) }
    return read(member).map { .some($0) }
  }

  /// A JSON integer that fits `Int` (a double, even a whole one, is not the plain form).
  private static func integer(_ json: JSONValue) -> Int? {
    guard case .integer(let number) = json else { return nil }
    return Int(exactly: number)
  }

  private static func serverInfo(_ json: JSONValue) -> ServerInfo? {
    guard case .object(let object) = json, case .string(let name)? = object["name"],
      let version = optional(object["version"], \.stringValue)
    else { return nil }
    return ServerInfo(name: name, version: version)
  }

  private static func workspaceFolders(_ json: JSONValue) -> [WorkspaceFolder]? {
    guard case .array(let elements) = json else { return nil }
    var folders: [WorkspaceFolder] = []
    folders.reserveCapacity(elements.count)
    for element in elements {
      guard case .object(let object) = element, case .string(let uri)? = object["uri"],
        case .string(let name)? = object["name"]
      else { return nil }
      folders.append(WorkspaceFolder(uri: uri, name: name))
    }
    return folders
  }

  /// The options' plain form: an object whose `limits` and `fonts` are absent or `null`.
  private static func options(_ json: JSONValue) -> InitializationOptions? {
    guard case .object(let object) = json, present(object["limits"]) == nil, present(object["fonts"]) == nil,
      let textMeasurer = optional(object["textMeasurer"], \.stringValue),
      let inlayHints = optional(object["inlayHints"], \.stringValue),
      let keepState = optional(object["keepState"], \.boolValue)
    else { return nil }
    return InitializationOptions(
      environment: present(object["environment"]), textMeasurer: textMeasurer, inlayHints: inlayHints,
      keepState: keepState)
  }
}
