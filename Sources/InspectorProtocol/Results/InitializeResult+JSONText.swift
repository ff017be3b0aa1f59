import JSONCore

extension InitializeResult: JSONTextEncodable {
  /// Writes the result as its `Encodable` conformance does, member by member without the `Encodable` bridge.
  ///
  /// `initialize` is a process's first request, so the bridge would run there for the first time: it costs the
  /// runtime a search of every protocol conformance in the binary for each type it encodes (its check for
  /// dictionaries) and each generic container it makes, about 4.3 M instructions of a daemon's 11.7 M from its start
  /// to this reply (callgrind, 2026-12-06), where this writing costs tens of thousands. A member added to any of the
  /// result's types is added here too: `CodingTests` compares this text with the bridge's.
  public func write(to writer: inout JSONTextWriter) {
    writer.beginObject()
    writer.key("capabilities")
    Self.write(capabilities, to: &writer)
    writer.key("serverInfo")
    writer.beginObject()
    writer.key("name")
    writer.string(serverInfo.name)
    if let version = serverInfo.version {
      writer.key("version")
      writer.string(version)
    }
    writer.endObject()
    writer.key("treeFormatVersion")
    writer.string(treeFormatVersion)
    writer.key("protocolVersion")
    writer.string(protocolVersion)
    writer.key("limits")
    Self.write(limits, to: &writer)
    writer.key("environment")
    writer.value(environment)
    writer.key("textMeasurer")
    writer.string(textMeasurer)
    writer.key("fonts")
    Self.write(fonts, to: &writer)
    writer.endObject()
  }

  /// `ServerCapabilities.encode(to:)`'s members, in its order: LSP's, the inspector's, the inspector's again under
  /// `experimental`.
  private static func write(_ capabilities: ServerCapabilities, to writer: inout JSONTextWriter) {
    writer.beginObject()
    writer.key("positionEncoding")
    writer.string(capabilities.positionEncoding.rawValue)
    writer.key("textDocumentSync")
    writer.beginObject()
    writer.key("openClose")
    writer.value(.bool(capabilities.textDocumentSync.openClose))
    writer.key("change")
    writer.integer(capabilities.textDocumentSync.change)
    writer.endObject()
    writer.key("hoverProvider")
    writer.value(.bool(capabilities.hoverProvider))
    writer.key("inlayHintProvider")
    writer.value(.bool(capabilities.inlayHintProvider))
    writer.key("codeLensProvider")
    writer.beginObject()
    writer.key("resolveProvider")
    writer.value(.bool(capabilities.codeLensProvider.resolveProvider))
    writer.endObject()
    writer.key("executeCommandProvider")
    writer.beginObject()
    writer.key("commands")
    write(capabilities.executeCommandProvider.commands, to: &writer)
    writer.endObject()
    writer.key("documentSymbolProvider")
    writer.value(.bool(capabilities.documentSymbolProvider))
    writer.key("workspace")
    writer.beginObject()
    writer.key("workspaceFolders")
    writer.beginObject()
    writer.key("supported")
    writer.value(.bool(capabilities.workspace.workspaceFolders.supported))
    writer.key("changeNotifications")
    writer.value(.bool(capabilities.workspace.workspaceFolders.changeNotifications))
    writer.endObject()
    writer.endObject()
    writeMembers(of: capabilities.inspector, to: &writer)
    writer.key("experimental")
    writer.beginObject()
    writeMembers(of: capabilities.inspector, to: &writer)
    writer.endObject()
    writer.endObject()
  }

  /// `InspectorCapabilities`' members, without the braces around them.
  private static func writeMembers(of inspector: InspectorCapabilities, to writer: inout JSONTextWriter) {
    writer.key("requests")
    write(inspector.requests, to: &writer)
    writer.key("notifications")
    write(inspector.notifications, to: &writer)
    writer.key("edits")
    write(inspector.edits, to: &writer)
    writer.key("selectors")
    write(inspector.selectors, to: &writer)
    writer.key("explain")
    writer.value(.bool(inspector.explain))
    writer.key("cancellation")
    writer.value(.bool(inspector.cancellation))
    writer.key("proposalInfinity")
    writer.string(inspector.proposalInfinity)
  }

  /// `DaemonLimits`' members, in the order they are declared (the order of its synthesized encoding).
  private static func write(_ limits: DaemonLimits, to writer: inout JSONTextWriter) {
    writer.beginObject()
    writer.key("maxMessageBytes")
    writer.integer(limits.maxMessageBytes)
    writer.key("maxJSONDepth")
    writer.integer(limits.maxJSONDepth)
    writer.key("maxTrees")
    writer.integer(limits.maxTrees)
    writer.key("maxDeclaredNodes")
    writer.integer(limits.maxDeclaredNodes)
    writer.key("maxResolvedNodes")
    writer.integer(limits.maxResolvedNodes)
    writer.key("maxDepth")
    writer.integer(limits.maxDepth)
    writer.key("maxPasses")
    writer.integer(limits.maxPasses)
    writer.key("historyDepth")
    writer.integer(limits.historyDepth)
    writer.key("maxPassesKept")
    writer.integer(limits.maxPassesKept)
    writer.key("maxRecordedNodes")
    writer.integer(limits.maxRecordedNodes)
    writer.key("maxEditsPerRequest")
    writer.integer(limits.maxEditsPerRequest)
    writer.key("maxSelectorLength")
    writer.integer(limits.maxSelectorLength)
    writer.key("maxFontFileBytes")
    writer.integer(limits.maxFontFileBytes)
    writer.key("maxFonts")
    writer.integer(limits.maxFonts)
    writer.key("maxStepsPerUpdate")
    writer.integer(limits.maxStepsPerUpdate)
    writer.key("maxDiagnosticsPerPass")
    writer.integer(limits.maxDiagnosticsPerPass)
    writer.key("maxTotalRecordedNodes")
    writer.integer(limits.maxTotalRecordedNodes)
    writer.key("maxValueBytesPerUpdate")
    writer.integer(limits.maxValueBytesPerUpdate)
    writer.key("maxTextBytes")
    writer.integer(limits.maxTextBytes)
    writer.key("maxQueuedOutputBytes")
    writer.integer(limits.maxQueuedOutputBytes)
    writer.key("maxJSONStringBytes")
    writer.integer(limits.maxJSONStringBytes)
    writer.key("maxJSONMembers")
    writer.integer(limits.maxJSONMembers)
    writer.key("maxSourceBytes")
    writer.integer(limits.maxSourceBytes)
    writer.key("maxSourceFiles")
    writer.integer(limits.maxSourceFiles)
    writer.endObject()
  }

  private static func write(_ strings: [String], to writer: inout JSONTextWriter) {
    writer.beginArray()
    for string in strings { writer.string(string) }
    writer.endArray()
  }
}
