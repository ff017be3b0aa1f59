import JSONCore

/// A tree document as the client sent it, decoded and validated: the root view, the environment and proposal
/// it asks for, its `@State` variables, preference keys and type declarations.
///
/// A `ViewTree` is a value. Edits (`applying(_:)`) return a new tree or throw, leaving the original exactly
/// as it was. The document's JSON is kept beside the decoded tree: an edit changes the tree in place, decoding only
/// what it brings (`ViewTree+Editing.swift`), and logs its replacement of the JSON at the edited path beside the
/// document it was decoded from (`EditedJSONValue`), so every path stays true.
public struct ViewTree: Sendable {
  /// The document as JSON, made when read from the decoded document and the edits' replacements.
  public var source: JSONValue { document.value }
  /// The document as JSON, with the edits' replacements beside it.
  var document: EditedJSONValue
  /// The root view.
  public internal(set) var root: ViewNode
  /// `environment`: overrides of the caller's environment.
  public internal(set) var environment: EnvironmentOverrides
  /// `proposal`: the size offered to the root (nil: the caller's or the default 390 × 763).
  public internal(set) var proposal: ProposedViewSize?
  /// `state`: the `@State` variables with their values, in document order.
  public internal(set) var state: [StateDeclaration]
  /// `preferenceKeys`, in document order.
  public internal(set) var preferenceKeys: [PreferenceKeyDeclaration]
  /// `types`: user struct types (kept for the preference engine).
  public internal(set) var types: [TypeDeclaration]
  /// `alignmentGuides`: the custom alignment guides the tree uses.
  public internal(set) var alignmentGuides: [String: AlignmentGuideDeclaration]
  /// `layoutValueKeys`: the `LayoutValueKey`s custom layouts read, by name.
  public internal(set) var layoutValueKeys: [String: LayoutValueKeyDeclaration]
  /// `layouts`: the custom `Layout`s the tree declares, by name.
  public internal(set) var layouts: [String: CustomLayoutDeclaration]
  /// The limits the tree was checked against.
  public internal(set) var limits: TreeLimits
  /// Every declared node's id with the path of its declaration.
  public internal(set) var nodePaths: NodePaths
  /// The number of declared nodes.
  public internal(set) var nodeCount: Int

  /// The root proposal when neither the tree nor the caller gives one: an iPhone 12–16's safe area,
  /// 390 × 763 (`swiftui-semantics.md` case M7).
  public static let defaultProposal = ProposedViewSize(width: 390, height: 763)

  /// Decodes and validates a tree document.
  ///
  /// - Throws: every problem found (up to `limits.maxErrors`), each naming its JSON path and reason.
  public init(json: JSONValue, limits: TreeLimits = .default) throws(TreeErrors) {
    try self.init(json: json, limits: limits, parsedExpressions: [], parsedClosures: [])
  }

  /// Decodes and validates a tree document whose Swift texts were partly parsed already: the texts in
  /// `parsedExpressions` parse as expressions and those in `parsedClosures` as closures with the Swift subset's
  /// parser (the translator checked each before writing it), so the decoder takes them without parsing them again.
  /// `declaredItems`, the views and conditions the document declares when the writer counted them, only sizes the
  /// table of ids. Every other check is made as by `init(json:limits:)`.
  ///
  /// - Throws: every problem found (up to `limits.maxErrors`), each naming its JSON path and reason.
  package init(
    json: JSONValue, limits: TreeLimits = .default, parsedExpressions: Set<String>, parsedClosures: Set<String>,
    declaredItems: Int = 0
  ) throws(TreeErrors) {
    var decoder = TreeDecoder(limits: limits)
    decoder.reserveIDs(min(declaredItems, limits.maxNodes))
    decoder.codeTexts.adopt(parsedExpressions, as: .expression)
    decoder.codeTexts.adopt(parsedClosures, as: .closure)
    guard let parts = decoder.document(json), decoder.errors.isEmpty else {
      throw TreeErrors(
        decoder.errors.isEmpty ? [TreeError(.invalidDocument, at: .root, "invalid tree")] : decoder.errors)
    }
    document = EditedJSONValue(json)
    root = parts.root
    environment = parts.environment
    proposal = parts.proposal
    state = parts.state
    preferenceKeys = parts.preferenceKeys
    types = parts.types
    alignmentGuides = parts.alignmentGuides
    layoutValueKeys = parts.layoutValueKeys
    layouts = parts.layouts
    self.limits = limits
    nodePaths = decoder.declaredIDs
    nodeCount = decoder.nodeCount
  }

  /// The declared node with `id`. Ids of resolved nodes inside a `ForEach` (`row[2]`, `list/ForEach0[2]/Text0`)
  /// name their template: the `[…]` element keys are ignored.
  public func node(id: String) -> ViewNode? {
    guard let path = nodePaths[NodeID.declaredID(of: id)] else { return nil }
    return node(at: path)
  }

  /// The declared node at `path`, if a node is declared there.
  public func node(at path: JSONPath) -> ViewNode? {
    // Walk down from the root following the path; bounded by the path's length.
    var current = root
    guard current.path.isPrefix(of: path) else { return nil }
    let route = path.prefixes
    while current.path != path {
      guard let (_, child) = Self.step(from: current, along: route) else { return nil }
      current = child
    }
    while let (member, index) = Self.wrappedView(in: current) { current = Self.list(member, of: current)[index] }
    return current
  }
}
