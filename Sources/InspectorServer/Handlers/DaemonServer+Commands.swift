import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine
import LayoutPicture

extension DaemonServer {
  /// Runs a `workspace/executeCommand` command; each takes one object argument naming the document (`uri`)
  /// and what it is about (`root`, `node` or `position`).
  func execute(_ request: ExecuteCommandRequest, context: RequestContext) throws(ResponseError) -> JSONValue {
    guard let command = EditorCommandName(rawValue: request.command) else {
      throw ResponseError.invalidParams(
        "unknown command '\(request.command)'; the daemon runs "
          + EditorCommandName.allCases.map(\.rawValue).joined(separator: ", "),
        path: JSONPath.params.key("command"))
    }
    let argumentPath = JSONPath.params.key("arguments").index(0)
    guard case .object(let arguments)? = request.arguments?.first else {
      throw ResponseError.invalidParams(
        "\(request.command) takes one object argument with the document's uri", path: argumentPath)
    }
    guard case .string(let uri)? = arguments["uri"] else {
      throw ResponseError.invalidParams("expected the document's uri", path: argumentPath.key("uri"))
    }
    guard let analysis = try analysis(of: uri, context: context) else {
      throw ResponseError.daemon(
        .unknownTree, "no document is open with uri \"\(uri)\"", path: argumentPath.key("uri"))
    }
    switch command {
    case .roots:
      return .array(analysis.roots.map { rootSummary($0, analysis: analysis) })
    case .passes:
      let root = try root(named: arguments, in: analysis, path: argumentPath)
      return passes(root)
    case .why:
      return try why(arguments, in: analysis, path: argumentPath)
    case .render:
      let root = try root(named: arguments, in: analysis, path: argumentPath)
      return try render(root, arguments: arguments, path: argumentPath)
    }
  }

  /// The root an argument names (`root`), or the one laying out `position`, or the document's first.
  private func root(named arguments: JSONObject, in analysis: DocumentAnalysis, path: JSONPath) throws(ResponseError)
    -> RootLayout
  {
    if case .string(let name)? = arguments["root"] {
      guard let root = analysis.roots.first(where: { $0.name == name }) else {
        throw ResponseError.invalidParams(
          "no root named \"\(name)\"; the document's roots are "
            + analysis.roots.map(\.name).joined(separator: ", "), path: path.key("root"))
      }
      return root
    }
    if let offset = offset(arguments, in: analysis),
      let root = analysis.roots(preferring: offset).first(where: {
        $0.index.target(at: offset, in: analysis.text.uri, sourceMap: $0.translation.sourceMap) != nil
      })
    {
      return root
    }
    guard let first = analysis.roots.first else {
      throw ResponseError.invalidParams(
        "the document has no root: no #Preview, PreviewProvider or view without required arguments",
        path: path.key("uri"))
    }
    return first
  }

  /// The UTF-8 offset of a `position` argument.
  private func offset(_ arguments: JSONObject, in analysis: DocumentAnalysis) -> Int? {
    guard case .integer(let line)? = arguments["position"]?["line"],
      case .integer(let character)? = arguments["position"]?["character"]
    else { return nil }
    return analysis.text.offset(
      of: TextPosition(line: Int(clamping: line), character: Int(clamping: character)),
      encoding: settings.client.positionEncoding)
  }

  /// `inspector.roots`: each root with its kind, range and update loop.
  private func rootSummary(_ root: RootLayout, analysis: DocumentAnalysis) -> JSONValue {
    var summary: JSONObject = [
      "name": .string(root.name), "kind": .string(root.candidate.kind.rawValue),
      "status": .string(CodeLensBuilder.status(root)),
    ]
    if root.candidate.span.uri == analysis.text.uri {
      let range = analysis.range(root.candidate.span, encoding: settings.client.positionEncoding)
      summary["range"] = (try? JSONValueEncoder().encode(range)) ?? .null
    } else {
      summary["uri"] = .string(root.candidate.span.uri)
    }
    if let version = root.version {
      summary["passes"] = .integer(Int64(version.outcome.passes))
      summary["converged"] = .bool(version.converged)
      if let size = version.lastLayout?.rootSize { summary["rootSize"] = .string(LayoutWording.size(size)) }
    }
    return .object(summary)
  }

  /// `inspector.passes`: the root's update loop, one line per pass.
  private func passes(_ root: RootLayout) -> JSONValue {
    guard let version = root.version else {
      return ["root": .string(root.name), "lines": [.string(CodeLensBuilder.status(root))]]
    }
    var lines: [String] = [CodeLensBuilder.status(root)]
    for pass in version.passes {
      var parts: [String] = []
      for write in pass.stateWrites {
        parts.append(
          "\(write.variable): \(LayoutWording.value(write.oldValue.jsonValue)) → \(LayoutWording.value(write.newValue.jsonValue))"
        )
      }
      let changed = pass.sizeChanges.count
      if changed > 0 { parts.append("\(changed) view\(changed == 1 ? "" : "s") moved or resized") }
      lines.append("pass \(pass.index): " + (parts.isEmpty ? "nothing changed" : parts.joined(separator: "; ")))
    }
    for cycle in version.cycles { lines.append(cycle.summary) }
    return [
      "root": .string(root.name), "passes": .integer(Int64(version.outcome.passes)),
      "converged": .bool(version.converged), "lines": .array(lines.map { .string($0) }),
    ]
  }

  /// `inspector.why`: explain's causal chain behind a view's size (`dimension`, width by default), for the
  /// view at `position` or the `node` of `root`.
  private func why(_ arguments: JSONObject, in analysis: DocumentAnalysis, path: JSONPath) throws(ResponseError)
    -> JSONValue
  {
    var dimension = ExplainedDimension.width
    if case .string(let name)? = arguments["dimension"] {
      guard let parsed = ExplainedDimension(rawValue: name) else {
        throw ResponseError.invalidParams(
          "dimension must be width, height, x or y, found '\(name)'", path: path.key("dimension"))
      }
      dimension = parsed
    }
    let root: RootLayout
    let node: String
    var layer: Int?
    if case .string(let id)? = arguments["node"] {
      root = try self.root(named: arguments, in: analysis, path: path)
      node = id
    } else {
      guard let offset = offset(arguments, in: analysis) else {
        throw ResponseError.invalidParams("expected a position or a node", path: path.key("position"))
      }
      guard
        let (found, target) = analysis.roots(preferring: offset).lazy.compactMap({ root in
          root.index.target(at: offset, in: analysis.text.uri, sourceMap: root.translation.sourceMap).map {
            (root, $0)
          }
        }).first
      else {
        throw ResponseError.invalidParams(
          "nothing laid out is at that position", path: path.key("position"))
      }
      root = found
      node = target.node
      layer = target.layer
    }
    guard let session = root.session else {
      throw ResponseError.invalidParams(
        "\(root.name) is not laid out: \(root.failure ?? "no tree")", path: path.key("root"))
    }
    let explanation: Explanation
    do {
      explanation = try session.live.explain(ExplanationQuery(node: node, dimension: dimension, layer: layer))
    } catch {
      throw ResponseError.invalidParams(error.description, path: path)
    }
    var result = (try? JSONValueEncoder().encode(ExplainResult(explanation, uri: session.uri)))?.objectValue ?? [:]
    result["root"] = .string(root.name)
    result["lines"] = .array(
      [.string(root.summary(of: explanation))]
        + explanation.chain.map { link in
          .string("• " + link.detail + (root.editorChange(of: link).map { ": \($0)" } ?? ""))
        })
    return .object(result)
  }
}

extension DaemonServer {
  /// `inspector.render`: draws the root's last pass as SVG (as `inspect-client render` draws it) into `path`, or
  /// a file named after the document and root in the system's temporary folder, and answers the file's path.
  func render(_ root: RootLayout, arguments: JSONObject, path: JSONPath) throws(ResponseError) -> JSONValue {
    guard let session = root.session, let version = root.version, let pass = version.lastLayout else {
      throw ResponseError.invalidParams(
        "\(root.name) is not laid out: \(root.failure ?? "no tree")", path: path.key("root"))
    }
    let layout = Self.layoutResult(pass, uri: session.uri, version: version.number)
    var options = SVGRenderer.Options(zoom: 2, document: root.translation.document)
    options.caption = "\(root.name) — pass \(pass.index) of \(version.outcome.passes)"
    let svg = SVGRenderer(options: options).render(layout)
    let file: String
    if case .string(let given)? = arguments["path"] {
      file = given
    } else {
      let base = FileURI.path(of: root.candidate.span.uri).map(OutputFile.lastComponent(of:)) ?? "document"
      let safeRoot = String(root.name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
      file = OutputFile.temporaryFolder + "swiftui-inspector-\(base)-\(safeRoot).svg"
    }
    do {
      try OutputFile.write(svg.svg, to: file)
    } catch {
      throw ResponseError.invalidParams("cannot write \(file): \(error)", path: path.key("path"))
    }
    return [
      "path": .string(file), "root": .string(root.name), "width": .double(svg.pixelWidth),
      "height": .double(svg.pixelHeight),
    ]
  }

  /// A pass as `layout/tree` answers it, with layers and without measurements.
  static func layoutResult(_ pass: LayoutPass, uri: String, version: Int) -> TreeLayoutResult {
    let depths = pass.depths()
    let nodes = pass.nodes.map { NodeLayout($0, depth: depths[$0.id] ?? 0, layers: true, details: false) }
    return TreeLayoutResult(
      uri: uri, version: version, pass: pass.index, proposal: ProposalValue(pass.proposal),
      rootSize: SizeValue(pass.rootSize), nodes: nodes, text: pass.textRendering(.init(showsLayers: true)))
  }
}
