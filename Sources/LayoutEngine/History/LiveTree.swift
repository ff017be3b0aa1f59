import JSONCore
import SwiftSubset
import TextMetrics

/// A view tree as the daemon keeps it open: the declared tree, its current `@State`, and a bounded history of
/// versions, each with the edits that made it and every pass of the update loop that followed.
///
/// Opening a tree runs the update loop from the declared state (version 1). `apply(_:)` makes a new version
/// atomically: every edit applies, or it throws and nothing changes. As in SwiftUI, `@State` survives edits:
/// an edit re-runs the update loop from the current state. `setState` sets a value directly, `tap` runs a
/// `Button`'s action, `propose` and `environment` change the root proposal and environment.
///
///     var live = try LiveTree(json: document)
///     live.current.lastPass?.layout.node("user-label")?.size
///     let version = try live.apply([.setText(node: "user-label", text: "Name:")])
///     version.passes.count
///
/// A value type: copies share their history's records. Not safe to mutate from two threads at once (the daemon
/// serializes edits per tree); reading a copy is.
public struct LiveTree: Sendable {
  /// The configuration.
  public let configuration: LiveTreeConfiguration
  /// The environment the tree is laid out in (the tree's own `environment` overrides it per pass).
  public let environment: LayoutEnvironment
  /// The declared tree of the current version.
  public private(set) var tree: ViewTree
  /// The tree's compiled declarations (state types, preference keys, structs).
  public private(set) var program: TreeProgram
  /// The current `@State`.
  public private(set) var state: StateValues
  /// Where each current state value came from.
  public private(set) var stateOrigins: [String: StateOrigin]
  /// The versions kept, oldest first; the last is the current one.
  public private(set) var versions: [TreeVersion]
  /// Versions forgotten to keep the history bounded.
  public private(set) var forgottenVersions: Int = 0
  private(set) var memory: UpdateMemory
  private let scripts: ScriptCache
  /// What the last update was done with, freed with this copy (`UpdateLeftovers`); `apply` fills the value this copy
  /// shares with the copies made before it, then takes a new one.
  private var leftovers = UpdateLeftovers()

  /// Opens a tree document: decodes it, compiles its declarations and runs the update loop (version 1). The tree keeps
  /// the document with its repeated arrays and objects stored once (`SharedJSONContainers`), none of them `json`'s.
  ///
  /// - Parameter environment: the caller's environment; by default the product's (the SF emulation measures
  ///   text). A pass measures the texts of the layers it computes, each distinct text once
  ///   (`TextMeasurementCache`); no measurement is kept past its pass, since a later pass takes the layers its edit
  ///   left clean from the previous one.
  /// - Throws: every problem of the document, each with its JSON path.
  public init(
    json: JSONValue, environment: LayoutEnvironment = LayoutEnvironment(), limits: TreeLimits = .default,
    configuration: LiveTreeConfiguration = LiveTreeConfiguration()
  ) throws(TreeErrors) {
    try self.init(
      tree: try ViewTree(json: SharedJSONContainers.sharing(json), limits: limits), environment: environment,
      configuration: configuration)
  }

  /// Opens a decoded tree; see `init(json:environment:limits:configuration:)`.
  public init(
    tree: ViewTree, environment: LayoutEnvironment = LayoutEnvironment(),
    configuration: LiveTreeConfiguration = LiveTreeConfiguration()
  ) throws(TreeErrors) {
    self.configuration = configuration
    self.environment = environment
    self.tree = tree
    self.program = try TreeProgram(tree: tree, limits: configuration.update.evaluation)
    self.state = program.initialState
    self.stateOrigins = Dictionary(uniqueKeysWithValues: program.initialState.names.map { ($0, StateOrigin.declared) })
    self.versions = []
    self.memory = UpdateMemory()
    self.scripts = ScriptCache()
    let budget = StepBudget(
      limit: configuration.update.maxStepsPerUpdate, byteLimit: configuration.update.maxValueBytesPerUpdate)
    let (version, _) = update(
      number: 1, edits: [], tree: tree, program: program, state: state, origins: stateOrigins,
      edit: ActionLog(runner: runner(for: tree, program: program, budget: budget), program: program), budget: budget,
      memory: &memory)
    commit(version)
  }

  /// The current version.
  public var current: TreeVersion {
    // `versions` is never empty after `init`; the fallback keeps the accessor total.
    versions[versions.count - 1]
  }

  /// The current version's number.
  public var version: Int { current.number }

  /// The version with `number`, if it is still kept.
  public func version(_ number: Int) -> TreeVersion? {
    versions.first { $0.number == number }
  }

  /// Applies edits in order as one new version, then runs the update loop to its fixpoint.
  ///
  /// Document edits (`setText`, `replace`, `insert`, `remove`, `setModifiers`, `propose`, `environment`) change
  /// the declared tree; `setState` sets a current value; `tap` runs the action of the button at or around the
  /// node as the current version's last pass shows it, with the state as the earlier edits left it;
  /// `replaceDocument`, only as the first edit, makes a new document the next version of this tree, from its
  /// declared state as a fresh preview (its views new, so every action receives its first value as in a fresh open)
  /// or, with `keepState`, keeping the current value of each variable it declares with the same name and type and
  /// what each action last received; its own problems are at its own paths (`$.root.view`).
  ///
  /// - Parameters:
  ///   - editsPath: where the edits sit in the client's request, for error paths (`$.params.edits`).
  ///   - fromDeclaredState: makes the edited document a fresh preview, as `replaceDocument` without `keepState`
  ///     does: the state starts from its declared values and every action receives its first value again, before
  ///     the edits apply. An editor's keystroke that only changes texts is applied so, as the `setText` edits that
  ///     make its document: the version records what a fresh open of that document records, and every node the
  ///     edits leave is the previous version's, so the engine compares it in place instead of decoding it again.
  ///     A `replaceDocument` first decides by its own `keepState`.
  /// - Returns: the new version.
  /// - Throws: the first failing edit's errors, naming it (`$.edits[1].tap.node`); nothing changes then.
  @discardableResult
  public mutating func apply(
    _ edits: [TreeEdit], editsPath: JSONPath = JSONPath.root.key("edits"), fromDeclaredState: Bool = false
  ) throws(TreeErrors) -> TreeVersion {
    try apply(
      edits, editsPath: editsPath, fromDeclaredState: fromDeclaredState, parsedExpressions: [], parsedClosures: [])
  }

  /// Applies edits as `apply(_:editsPath:fromDeclaredState:)` does, with Swift texts of a first `replaceDocument`'s
  /// document known to parse: those in `parsedExpressions` as expressions, those in `parsedClosures` as closures
  /// (a translation from Swift source checked each), which its decoding takes without parsing them again, and the
  /// number of views and conditions it declares, `declaredItems`, if counted
  /// (`ViewTree(json:limits:parsedExpressions:parsedClosures:declaredItems:)`). The version is the same as without
  /// them.
  @discardableResult
  package mutating func apply(
    _ edits: [TreeEdit], editsPath: JSONPath = JSONPath.root.key("edits"), fromDeclaredState: Bool = false,
    parsedExpressions: Set<String>, parsedClosures: Set<String>, declaredItems: Int = 0
  ) throws(TreeErrors) -> TreeVersion {
    let number = version + 1
    var tree = self.tree
    var program = self.program
    // The declarations `program` compiles: `self.tree`'s, unless a `replaceDocument` compiled its document's (the
    // three lists alone: a copy of the whole tree for them retained and released each of its fields).
    var compiled = (state: self.tree.state, keys: self.tree.preferenceKeys, types: self.tree.types)
    var state = self.state
    var origins = stateOrigins
    var freshPreview = fromDeclaredState
    if case .replaceDocument(let document, let keepState)? = edits.first {
      // A new document, as the first edit: the rest of the request and the update see its declarations. Its
      // problems are at its own paths (`ViewTree.applying` decodes it so too).
      tree = try ViewTree(
        json: document, limits: tree.limits, parsedExpressions: parsedExpressions, parsedClosures: parsedClosures,
        declaredItems: declaredItems)
      program = try TreeProgram(tree: tree, limits: configuration.update.evaluation)
      compiled = (tree.state, tree.preferenceKeys, tree.types)
      freshPreview = !keepState
      (state, origins) = Self.startingState(of: program, keeping: keepState ? (state, origins) : nil)
    } else if freshPreview {
      (state, origins) = Self.startingState(of: program, keeping: nil)
    }
    // The edits' taps and the update share one budget of evaluation steps.
    let budget = StepBudget(
      limit: configuration.update.maxStepsPerUpdate, byteLimit: configuration.update.maxValueBytesPerUpdate)
    var editLog = ActionLog(runner: runner(for: tree, program: program, budget: budget), program: program)
    for (index, edit) in edits.enumerated() {
      let path = editsPath.index(index).key(edit.name)
      switch edit {
      case .replaceDocument:
        guard index == 0 else {
          throw TreeErrors([
            TreeError(.invalidEdit, at: path, "replaceDocument must be the first edit of a request")
          ])
        }
      case .setState(let name, let value):
        do {
          try state.set(
            name, json: value, declarations: program.declarations, path: path,
            limits: configuration.update.evaluation)
        } catch {
          throw TreeErrors([error])
        }
        origins[name] = .setState(version: number)
      case .tap(let node):
        try tap(node, at: path, tree: tree, state: &state, origins: &origins, log: &editLog, version: number)
      default:
        // In place: a failure throws the whole request away with the local tree (`applying` copied the tree for
        // each edit, its fields retained and released).
        try tree.apply(edit, at: path)
      }
    }
    // Only `replaceDocument` changes state, key or type declarations, and it compiles them; recompiling keeps this
    // true if another edit ever can.
    if tree.state != compiled.state || tree.preferenceKeys != compiled.keys || tree.types != compiled.types {
      program = try TreeProgram(tree: tree, limits: configuration.update.evaluation)
    }
    var memory = self.memory
    if freshPreview { memory.forgetActions() }
    let (result, lastRun) = update(
      number: number, edits: edits, tree: tree, program: program, state: state, origins: origins, edit: editLog,
      budget: budget, memory: &memory)
    // Everything succeeded: commit.
    self.tree = tree
    self.program = program
    self.memory = memory
    commit(result)
    if let lastRun { leftovers.keep(lastRun) }
    leftovers = UpdateLeftovers()
    return result
  }

  /// The state a replaced document starts from: its declared values, or with `kept` the kept value (and origin)
  /// of each variable it declares with the same name and type whose value the new declarations still read.
  private static func startingState(
    of program: TreeProgram, keeping kept: (state: StateValues, origins: [String: StateOrigin])?
  ) -> (StateValues, [String: StateOrigin]) {
    var state = program.initialState
    var origins = Dictionary(uniqueKeysWithValues: state.names.map { ($0, StateOrigin.declared) })
    guard let kept else { return (state, origins) }
    for variable in state.variables {
      guard let old = kept.state.variable(variable.name), old.type == variable.type,
        let value = try? StateValues.value(
          old.value.jsonValue, as: variable.type, declarations: program.declarations, path: variable.path,
          limits: EvaluationLimits())
      else { continue }
      state.set(variable.name, to: value)
      origins[variable.name] = kept.origins[variable.name] ?? .declared
    }
    return (state, origins)
  }

  // MARK: - Running

  private func runner(for tree: ViewTree, program: TreeProgram, budget: StepBudget) -> ScriptRunner {
    ScriptRunner(
      program: program, scripts: scripts, limits: configuration.update.evaluation,
      // The tree's display scale, else the environment's, as `environment.applying(tree.environment)` has it: the
      // environment made with every override, twice an edit, was copied for its scale alone.
      grid: DisplayGrid(displayScale: tree.environment.displayScale ?? environment.displayScale),
      customGuides: tree.alignmentGuides,
      moduleName: configuration.moduleName, budget: budget)
  }

  /// Runs a button's action: the button at or around `node` in the current version's last pass, so its scope
  /// (a `ForEach` element, bindings) is the one on screen.
  private func tap(
    _ node: String, at path: JSONPath, tree: ViewTree, state: inout StateValues, origins: inout [String: StateOrigin],
    log: inout ActionLog, version: Int
  ) throws(TreeErrors) {
    _ = try tree.applying(.tap(node: node), at: path)
    guard let layout = current.lastPass?.layout else {
      throw TreeErrors([TreeError(.invalidEdit, at: path.key("node"), "the tree has not been laid out")])
    }
    guard layout.node(node) != nil else {
      throw TreeErrors([
        TreeError(
          .unknownNode, at: path.key("node"),
          "node \"\(node)\" is not on screen in version \(self.version)'s last pass (a tap acts on what is shown)")
      ])
    }
    var button = layout.node(node)
    var steps = 0
    while let candidate = button, candidate.viewType != "Button", steps <= layout.nodes.count {
      button = candidate.parentID.flatMap { layout.node($0) }
      steps += 1
    }
    guard let button, let declared = tree.node(id: button.id), case .button(_, let action?) = declared.kind else {
      throw TreeErrors([
        TreeError(.invalidEdit, at: path.key("node"), "node \"\(node)\" is not a Button with an action, nor inside one")
      ])
    }
    let outcome = log.runner.call(
      action, arguments: [], scope: button.scope, state: state, node: button.id, allowsWrites: true)
    let firstWrite = log.writes.count
    log.record(
      outcome, node: button.id, layer: nil, action: action, trigger: .tap, what: "the action of Button #\(button.id)",
      state: &state)
    for position in firstWrite..<log.writes.count where log.writes[position].changed {
      origins[log.writes[position].variable] = .write(version: version, pass: 0, write: position)
    }
  }

  private func update(
    number: Int, edits: [TreeEdit], tree: ViewTree, program: TreeProgram, state: StateValues,
    origins: [String: StateOrigin], edit: ActionLog, budget: StepBudget, memory: inout UpdateMemory
  ) -> (TreeVersion, lastRun: AnyObject?) {
    var loop = UpdateLoop(
      tree: tree, program: program, runner: runner(for: tree, program: program, budget: budget),
      environment: environment,
      limits: configuration.update, version: number)
    loop.keptPasses = configuration.history.maxPassesPerVersion
    loop.keptRecords = configuration.history.maxRecordedNodes
    loop.respelled = Self.respelledNodes(by: edits, in: tree, previous: self.tree)
    let previous = versions.last?.lastPass?.layout
    let result = loop.run(state: state, origins: origins, memory: &memory, previous: previous)
    let version = TreeVersion(
      number: number, edits: edits, tree: tree, initialState: state, state: result.state, stateOrigins: result.origins,
      editActions: edit.runs, editWrites: edit.writes, editPrints: edit.prints,
      passes: Self.kept(
        result.passes, limit: configuration.history.maxPassesPerVersion,
        maxRecordedNodes: configuration.history.maxRecordedNodes),
      outcome: result.outcome,
      diagnostics: edit.diagnostics + result.diagnostics, cycles: result.cycles)
    return (version, result.lastRun)
  }

  /// The declared ids of the nodes whose own strings `edits` may have changed, when setting texts and modifier chains,
  /// replacing views by views of the same type and the root proposal is all they do: each node whose text or
  /// modifier chain they set, and every view declared in the new chain of `tree` (the edited tree) and inside those
  /// views; each replaced node and every view declared inside it; nil when they may change any other string of the
  /// document or of the state (a new document, an inserted, removed or retyped view, the root replaced, the
  /// environment, a state value, a tap's writes).
  /// A modifier chain's edit leaves the node's content and every other node's declaration as they were: what the
  /// node's children resolve from it is its text environment, which copies of them compare (`ResolutionCopies`).
  /// A view replaced by one of the same type and id leaves the paths and derived ids of the views after it as they
  /// were (`NodeID`); `previous` is the tree before the edits.
  static func respelledNodes(by edits: [TreeEdit], in tree: ViewTree, previous: ViewTree) -> Set<String>? {
    var ids: Set<String> = []
    for edit in edits {
      switch edit {
      case .setText(let node, _): ids.insert(NodeID.declaredID(of: node))
      case .setModifiers(let node, _):
        let id = NodeID.declaredID(of: node)
        guard let path = tree.nodePaths[id], let declared = tree.node(at: path) else { return nil }
        ids.insert(id)
        ids.formUnion(tree.modifierContent(of: declared).ids)
      case .replace(let node, _):
        let id = NodeID.declaredID(of: node)
        guard let path = previous.nodePaths[id], path != JSONPath.root.key("root"), let old = previous.node(at: path),
          let new = tree.node(at: path), new.id == id,
          ViewTree.countedType(of: new) == ViewTree.countedType(of: old)
        else { return nil }
        var replaced = ViewTree.RemovedViews()
        tree.collect(new, into: &replaced)
        ids.formUnion(replaced.ids)
      case .propose: continue
      default: return nil
      }
    }
    return ids
  }

  /// The passes kept of an update: the first half and the last half of the limit.
  static func kept<Pass>(_ passes: [Pass], limit: Int) -> [Pass] {
    // At least the first pass and the last, whatever the configured limit.
    let limit = Swift.max(2, limit)
    guard passes.count > limit else { return passes }
    let head = limit / 2
    return Array(passes.prefix(head)) + Array(passes.suffix(limit - head))
  }

  /// The passes kept of an update: the first half and the last half of the limit, and of those, pass 1 and the
  /// latest ones that together hold at most `maxRecordedNodes` node records (pass 1 and the last at least).
  static func kept(_ passes: [UpdatePass], limit: Int, maxRecordedNodes: Int) -> [UpdatePass] {
    var kept = kept(passes, limit: limit)
    UpdateLoop.dropEarlyPasses(of: &kept, toWeigh: maxRecordedNodes, keepingAtLeast: 2) { $0.layout.nodes.count }
    return kept
  }

  /// Makes `version` current and forgets old versions past the history's bounds.
  private mutating func commit(_ version: TreeVersion) {
    state = version.state
    stateOrigins = version.stateOrigins
    versions.append(version)
    let limits = configuration.history
    var recorded = versions.reduce(0) { $0 + $1.recordedNodes }
    while versions.count > 1, versions.count > limits.maxVersions || recorded > limits.maxRecordedNodes {
      recorded -= versions[0].recordedNodes
      versions.removeFirst()
      forgottenVersions += 1
    }
  }
}
