import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine
import TextMetrics

/// The settings in force for a session: the command line's, then the client's `initializationOptions`.
/// A value: `initialize` builds a new one and swaps it in, so a failed `initialize` changes nothing.
package struct DaemonSettings: Sendable {
  /// The limits.
  package var limits: DaemonLimits
  /// The default environment as given (flags, then options), in the tree format's shape.
  var environmentJSON: JSONObject
  /// The default environment of every tree, with its text measurer.
  var environment: LayoutEnvironment
  /// How `Text` is measured.
  var textMeasurer: TextMeasurerChoice
  /// The fonts loaded.
  var fonts: FontRegistry
  /// What the client supports (from `initialize`'s `capabilities`).
  var client = ClientFeatures()
  /// How editor documents are served.
  var editor = EditorSettings()

  /// The tree limits the engine checks documents against.
  var treeLimits: TreeLimits {
    TreeLimits(
      maxDepth: limits.maxDepth, maxNodes: limits.maxDeclaredNodes, maxResolvedNodes: limits.maxResolvedNodes,
      maxDiagnosticsPerPass: limits.maxDiagnosticsPerPass, maxTextBytes: limits.maxTextBytes)
  }

  /// The update loop's bounds and the history each live tree keeps.
  var liveTreeConfiguration: LiveTreeConfiguration {
    LiveTreeConfiguration(
      update: UpdateLimits(
        maxPasses: limits.maxPasses, maxStepsPerUpdate: limits.maxStepsPerUpdate,
        maxValueBytesPerUpdate: limits.maxValueBytesPerUpdate),
      history: HistoryLimits(
        maxVersions: limits.historyDepth, maxPassesPerVersion: limits.maxPassesKept,
        maxRecordedNodes: limits.maxRecordedNodes))
  }

  /// The settings of the command line alone.
  ///
  /// - Throws: a message naming the flag's value that is wrong (a bad environment, an unreadable font).
  package init(configuration: DaemonConfiguration) throws(SettingsError) {
    limits = configuration.limits
    environmentJSON = JSONObject()
    environment = LayoutEnvironment()
    textMeasurer = configuration.textMeasurer
    fonts = FontRegistry(limits: .init(maximumFileSize: limits.maxFontFileBytes, maximumFaces: limits.maxFonts))
    try mergeEnvironment(configuration.environment, path: JSONPath(rootName: "--environment"))
    for (index, font) in configuration.fonts.enumerated() {
      try loadFont(font, path: JSONPath(rootName: "--font").index(index))
    }
    rebuildEnvironment()
  }

  /// These settings with a client's options applied.
  ///
  /// - Throws: an error naming the option's JSON path (`params.initializationOptions.limits.maxDepth`).
  func applying(_ options: InitializationOptions) throws(SettingsError) -> DaemonSettings {
    var copy = self
    let base = JSONPath.params.key("initializationOptions")
    if let overrides = options.limits {
      let values: [(String, Int?)] = [
        ("maxTrees", overrides.maxTrees), ("maxDeclaredNodes", overrides.maxDeclaredNodes),
        ("maxResolvedNodes", overrides.maxResolvedNodes), ("maxDepth", overrides.maxDepth),
        ("maxPasses", overrides.maxPasses), ("historyDepth", overrides.historyDepth),
        ("maxPassesKept", overrides.maxPassesKept), ("maxRecordedNodes", overrides.maxRecordedNodes),
        ("maxEditsPerRequest", overrides.maxEditsPerRequest), ("maxStepsPerUpdate", overrides.maxStepsPerUpdate),
        ("maxDiagnosticsPerPass", overrides.maxDiagnosticsPerPass),
        ("maxValueBytesPerUpdate", overrides.maxValueBytesPerUpdate), ("maxTextBytes", overrides.maxTextBytes),
      ]
      for (name, value) in values {
        guard let value else { continue }
        try copy.setLimit(name, value, path: base.key("limits").key(name))
      }
    }
    if let textMeasurer = options.textMeasurer {
      guard let choice = TextMeasurerChoice(rawValue: textMeasurer) else {
        throw SettingsError(
          path: base.key("textMeasurer"), "unknown text measurer '\(textMeasurer)'; expected system or fixedAdvance")
      }
      copy.textMeasurer = choice
    }
    if let environment = options.environment {
      guard case .object(let members) = environment else {
        throw SettingsError(path: base.key("environment"), "expected an object, found \(environment.typeName)")
      }
      try copy.mergeEnvironment(members, path: base.key("environment"))
    }
    for (index, font) in (options.fonts ?? []).enumerated() {
      try copy.loadFont(font, path: base.key("fonts").index(index))
    }
    copy.editor = try editor.applying(inlayHints: options.inlayHints, keepState: options.keepState, path: base)
    copy.rebuildEnvironment()
    return copy
  }

  /// Sets one limit by name, within its allowed range.
  mutating func setLimit(_ name: String, _ value: Int, path: JSONPath) throws(SettingsError) {
    guard let entry = DaemonConfiguration.settableLimits.first(where: { $0.name == name }) else {
      throw SettingsError(path: path, "unknown limit '\(name)'")
    }
    guard entry.range.contains(value) else {
      throw SettingsError(
        path: path, "\(name) must be between \(entry.range.lowerBound) and \(entry.range.upperBound), found \(value)")
    }
    limits[keyPath: entry.keyPath] = value
  }

  /// Merges environment members, checking them as the tree format does.
  private mutating func mergeEnvironment(_ members: JSONObject, path: JSONPath) throws(SettingsError) {
    guard !members.isEmpty else { return }
    var merged = environmentJSON
    for (key, value) in members { merged[key] = value.isNull ? nil : value }
    // The tree decoder is the one judge of an environment: decode it inside a minimal document.
    let document: JSONValue = ["environment": .object(merged), "root": ["view": "EmptyView"]]
    do {
      _ = try ViewTree(json: document)
    } catch {
      let first = error.first
      let memberPath = first?.path.relative(to: JSONPath.root.key("environment"))?.rebased(onto: path) ?? path
      throw SettingsError(path: memberPath, first?.message ?? "invalid environment")
    }
    environmentJSON = merged
  }

  /// Reads a font file (bounded) and adds its faces.
  private mutating func loadFont(_ font: FontSetting, path: JSONPath) throws(SettingsError) {
    let role: FontRegistry.Role
    switch font.role ?? "named" {
    case "named": role = .named
    case "systemFont": role = .systemFont
    default: throw SettingsError(path: path.key("role"), "role must be named or systemFont, found '\(font.role ?? "")'")
    }
    let bytes: [UInt8]
    do {
      bytes = try BoundedFile.read(font.path, maxBytes: limits.maxFontFileBytes)
    } catch {
      throw SettingsError(path: path.key("path"), error.description)
    }
    do {
      try fonts.load(bytes, faceIndex: font.faceIndex, role: role, alias: font.alias)
    } catch {
      throw SettingsError(path: path.key("path"), "\(font.path): \(error)")
    }
  }

  private mutating func rebuildEnvironment() {
    var base = LayoutEnvironment()
    switch textMeasurer {
    case .system: base.textMeasurer = SystemFontTextMeasurer(registry: fonts)
    case .fixedAdvance: base.textMeasurer = FixedAdvanceTextMeasurer()
    }
    // An empty environment overrides nothing: decoding it would only make the tree decoder's tables (1.3 M
    // instructions, at the daemon's start), which its first tree makes instead.
    if !environmentJSON.isEmpty,
      let tree = try? ViewTree(json: ["environment": .object(environmentJSON), "root": ["view": "EmptyView"]])
    {
      base = base.applying(tree.environment)
    }
    environment = base
  }
}

/// A setting that cannot apply, with the place it was given (a JSON path, or a flag).
package struct SettingsError: Error, CustomStringConvertible {
  /// Where: `params.initializationOptions.fonts[0].path` or `--font[0].path`.
  var path: JSONPath
  /// Why.
  var message: String

  init(path: JSONPath, _ message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  package var description: String { "\(path): \(message)" }
}
