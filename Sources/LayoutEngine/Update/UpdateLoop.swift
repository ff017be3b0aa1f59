import JSONCore
import SwiftSubset

/// SwiftUI's update loop over a tree: a pass is layout plus preference collection with the current `@State`;
/// then the `onPreferenceChange` actions run for keys whose value differs (`!=`, with a struct's declared
/// equality) from the last value delivered to that action, or that they have not seen yet, and the
/// `onChange(of:)` actions for values that changed; if their writes changed any state, the next pass starts.
/// Repeat until a pass changes nothing (a fixpoint) or `UpdateLimits.maxPasses`.
///
/// Actions run after the pass, in tree order, never during layout (`swiftui-semantics.md` §6.3.1); a write is
/// visible to the actions after it. The cycle guard allows each binder `cycleGuardDeliveries` (2) deliveries per
/// update seed; later ones are dropped with SwiftUI's one-time warning "Bound preference K tried to update
/// multiple times per frame.", and the dropped value still counts as delivered.
///
/// The update seed: what SwiftUI counts a "frame" here is unverified (§6.3.1). By default
/// (`cycleGuardScope: "update"`) one seed covers one update: everything an open, an edit or a tap sets off until
/// the loop settles, which is how the guard stops a growing label after its third delivery. With `"pass"` the
/// seed changes every pass, as OpenSwiftUI bumps it per graph update; the guard then never trips on one delivery
/// per pass and a divergent loop runs to the pass limit.
struct UpdateLoop {
  let tree: ViewTree
  let program: TreeProgram
  let runner: ScriptRunner
  /// The caller's environment (the tree's overrides are applied by layout).
  let environment: LayoutEnvironment
  let limits: UpdateLimits
  /// The version the passes belong to.
  let version: Int
  /// The most passes the caller keeps (`HistoryLimits.maxPassesPerVersion`): the loop holds no more than these
  /// (and the last two) while it runs, and keeps the layout graphs of no more first passes for the next update, so
  /// an update's memory does not grow with `maxPasses`.
  var keptPasses = Int.max
  /// The most node records the caller keeps in one version's passes (`HistoryLimits.maxRecordedNodes`): passes
  /// after the first are dropped, earliest first, while the held ones weigh more (the first and the last two are
  /// always held), so that an update of a huge tree holds a few passes at most; the first passes' layout graphs kept
  /// for the next update hold no more resolved nodes, and once it is over no more than the held passes' records leave.
  var keptRecords = Int.max
  /// The declared ids whose own strings the version's edits may have changed, when setting texts and modifier chains,
  /// replacing views by views of the same type (and the root proposal) is all they changed of the document
  /// (`LiveTree.respelledNodes(by:in:previous:)`); nil when they may have changed any string. Every pass reuses a
  /// pass of this version's document or of the previous version's, so this is what may be spelled otherwise than in
  /// the pass it reuses (`LayoutRun.run`).
  var respelled: Set<String>?

  /// What one update produced.
  struct Result {
    var passes: [UpdatePass]
    var state: StateValues
    var origins: [String: StateOrigin]
    var outcome: UpdateOutcome
    var diagnostics: [LayoutDiagnostic]
    var cycles: [CycleReport]
    /// The run of the last pass, which the update is done with (`LayoutPass.layout`): freed with the result unless the
    /// caller keeps it to free later.
    var lastRun: AnyObject?
  }

  /// Runs passes from `state` until a fixpoint or the pass limit. `previous` is the last pass before this update,
  /// for size changes in pass 1.
  ///
  /// Pass k reuses the answers of pass k of the previous update when both updates start from the same state (a fresh
  /// preview of each edited document starts from its declared state, which the previous update's last pass no longer
  /// read), else those of the latest pass.
  func run(
    state initialState: StateValues, origins initialOrigins: [String: StateOrigin], memory: inout UpdateMemory,
    previous: LayoutPass?
  ) -> Result {
    let behaviors = environment.applying(tree.environment).behaviors
    var state = initialState
    var origins = initialOrigins
    var passes: [UpdatePass] = []
    // Every pass's actions and writes, for the cycle reports, which follow each binder's deliveries over the whole
    // update; the passes themselves are dropped from the middle as the loop goes (see `keptPasses`).
    var deliveries: [(actions: [ActionRun], writes: [ActionRun.StateWrite])] = []
    var guardCounts: [PreferenceBinder: Int] = [:]
    var observerCounts: [LayerID: Int] = [:]
    var previousLayout = previous
    var droppedDeliveries = false
    var reportedFeedback: Set<String> = []
    var feedback: [FeedbackMeasurement] = []
    var stop = UpdateOutcome.Stop.passLimit
    let earlier = memory.updateGraphs
    memory.updateGraphs = UpdateGraphs(start: initialState)
    // An update with no earlier graph (the open) whose graphs are too large for the history to keep two: when pass 1
    // changes the state, the later passes reuse none of its graph, which is dropped before pass 2 runs. The history
    // would drop it once the update is over anyway, and pass 2 of an open reuses little (pass 1's actions wrote the
    // state most layers read); kept while pass 2 made the graph it keeps, it left about 100 MiB of freed memory among
    // what the open keeps at 10,000 rows (`Benchmarks/memory.md`, session 30). Pass 1's records, kept until the first
    // edit, are then made before its graph gives back its spare room and hold copies of its placements, requesters,
    // lists of reads and boxed size rules (`LayoutRun.run`), and pass 2's share none of them: none of what dies at
    // the first edit stays among what pass 2 keeps (about 48 MiB of holes after the edits at 10,000 rows, session 35).
    let opens = memory.graph == nil && earlier.passes.isEmpty
    // What the dropped pass 1 graph's layers kept: pass 2 makes its layers' arrays that size (`LayerRoom`).
    var room: LayerRoom?
    // The run of the pass before: freed before the next pass runs, so that an open's pass 1 graph, dropped, is gone
    // while pass 2 makes its own.
    var lastRun: AnyObject?
    // The limits are public variables: a value below 1 set after `init` still runs one pass.
    for index in 1...Swift.max(1, limits.maxPasses) {
      lastRun = nil
      if behaviors.cycleGuardScope == .pass {
        guardCounts.removeAll()
        observerCounts.removeAll()
      }
      let runtime = PassRuntime(runner: runner, state: state)
      let (layout, graph, run) = tree.layout(
        in: environment, proposal: nil, runtime: runtime, at: HistoryPoint(version: version, pass: index),
        sharingWith: room == nil ? previousLayout : nil,
        reusing: earlier.graph(forPass: index, startingFrom: initialState) ?? memory.graph, respelled: respelled,
        room: room, dropsGraphAbove: opens && index == 1 ? keptRecords / 2 : nil)
      room = nil
      lastRun = run
      memory.graph = graph
      memory.updateGraphs.keep(graph, ofPass: index, count: keptPasses, nodes: keptRecords)
      var actions = ActionLog(runner: runner, program: program)
      // The lists read alone: `layout.preferences` passed whole was copied at each use, every reference it holds
      // retained and released.
      actions.runPreferenceActions(
        layout.preferences.readers, state: &state, memory: &memory, guardCounts: &guardCounts, limits: limits,
        dropped: &droppedDeliveries)
      actions.runChangeActions(
        layout.preferences.observations, state: &state, memory: &memory, guardCounts: &observerCounts,
        limits: limits, dropped: &droppedDeliveries)
      let found = measurementsOutsideFrames(in: layout, actions: actions)
      for measurement in found where reportedFeedback.insert(measurement.reader + "|" + measurement.state).inserted {
        feedback.append(measurement)
        actions.diagnostics.append(feedbackDiagnostic(measurement, in: layout))
      }
      let pass = UpdatePass(
        index: index, layout: layout, state: runtime.state, stateOrigins: origins, actions: actions.runs,
        stateWrites: actions.writes, prints: actions.prints,
        sizeChanges: Self.sizeChanges(from: previousLayout, to: layout),
        diagnostics: LayoutDiagnostic.capped(actions.diagnostics, limit: tree.limits.maxDiagnosticsPerPass))
      for (position, write) in actions.writes.enumerated() where write.changed {
        origins[write.variable] = .write(version: version, pass: index, write: position)
      }
      passes.append(pass)
      deliveries.append((pass.actions, pass.stateWrites))
      Self.dropMiddlePass(of: &passes, keeping: keptPasses)
      Self.dropEarlyPasses(of: &passes, toWeigh: keptRecords, keepingAtLeast: 3) { $0.layout.nodes.count }
      previousLayout = layout
      if pass.changedState.isEmpty {
        stop = droppedDeliveries ? .cycleGuard : .settled
        break
      }
      if opens, index == 1, graph.resolved.nodes.count > keptRecords / 2 {
        room = LayerRoom(states: graph.states)
        memory.graph = nil
        memory.updateGraphs = UpdateGraphs(start: initialState)
      }
    }
    if let last = passes.last?.layout {
      memory.keepOnly(readers: last.preferences.readers, observations: last.preferences.observations)
    }
    memory.updateGraphs.drop(
      toWeigh: keptRecords - passes.reduce(0) { $0 + $1.layout.nodes.count }, besides: memory.graph)
    let outcome = UpdateOutcome(stop: stop, passes: deliveries.count)
    var diagnostics: [LayoutDiagnostic] = []
    if let last = passes.last { diagnostics += greedyMeasurements(in: last.layout) }
    var cycles: [CycleReport] = []
    if !outcome.converged {
      cycles = cycleReports(passes, deliveries: deliveries, feedback: feedback, outcome: outcome)
      diagnostics += nonConvergenceDiagnostics(cycles, passes: passes, outcome: outcome)
    }
    return Result(
      passes: passes, state: state, origins: origins, outcome: outcome,
      diagnostics: LayoutDiagnostic.capped(diagnostics, limit: tree.limits.maxDiagnosticsPerPass), cycles: cycles,
      lastRun: lastRun)
  }

  /// Drops the first pass after the kept head (the first half of `limit`) once more passes are held than the
  /// caller keeps, the last two always included: what `LiveTree` keeps of the whole list, held as the loop goes.
  static func dropMiddlePass<Pass>(of passes: inout [Pass], keeping limit: Int) {
    let limit = Swift.max(2, limit)
    let head = limit / 2
    if passes.count > head + Swift.max(limit - head, 2) { passes.remove(at: head) }
  }

  /// Drops the passes after the first, earliest first, while they weigh more than `budget` and more than
  /// `minimum` remain.
  static func dropEarlyPasses<Pass>(
    of passes: inout [Pass], toWeigh budget: Int, keepingAtLeast minimum: Int, weight: (Pass) -> Int
  ) {
    var total = passes.reduce(0) { $0 + weight($1) }
    while passes.count > Swift.max(2, minimum), total > budget {
      total -= weight(passes[1])
      passes.remove(at: 1)
    }
  }

  /// The nodes whose outermost frame changed between two passes, in the later pass's tree order (then the
  /// removed ones).
  ///
  /// Nodes at the same positions with the same ids (an edit that keeps the tree's shape) are compared in place,
  /// without looking ids up; a record the later pass shares with the earlier one is not read, nor a chunk of records
  /// (`NodeRecords`).
  static func sizeChanges(from before: LayoutPass?, to after: LayoutPass) -> [FrameChange] {
    guard let before else { return [] }
    var result: [FrameChange] = []
    let (earlier, later) = (before.nodes, after.nodes)
    if LayoutPass.sameIDs(earlier, later) {
      // Read in place: a copy of a record (`NodeRecord.frame` copies the outermost layer's) retains all it holds.
      later.forEachPosition(notSharedWith: earlier) { position in
        guard !earlier[position].isShared(with: later[position]) else { return true }
        let old = Self.frame(of: earlier[position].layers)
        let new = Self.frame(of: later[position].layers)
        if old != new { result.append(FrameChange(node: later[position].id, before: old, after: new)) }
        return true
      }
      return result
    }
    var seen: Set<String> = []
    for node in after.nodes {
      seen.insert(node.id)
      let old = before.node(node.id)?.frame
      let new = node.frame
      if old != new { result.append(FrameChange(node: node.id, before: old, after: new)) }
    }
    for node in before.nodes where !seen.contains(node.id) {
      result.append(FrameChange(node: node.id, before: node.frame, after: nil))
    }
    return result
  }

  /// The outermost layer's frame (`NodeRecord.frame`), read in place.
  private static func frame(of layers: [LayerRecord]) -> Rect? {
    layers.isEmpty ? nil : layers[layers.count - 1].frame
  }
}

/// The actions of one pass (or of an edit's taps) as they run: the runs, their writes and prints, and the
/// diagnostics of failures and dropped deliveries.
struct ActionLog {
  let runner: ScriptRunner
  let program: TreeProgram
  var runs: [ActionRun] = []
  var writes: [ActionRun.StateWrite] = []
  var prints: [ActionRun.PrintedLine] = []
  var diagnostics: [LayoutDiagnostic] = []

  init(runner: ScriptRunner, program: TreeProgram) {
    self.runner = runner
    self.program = program
  }

  /// Delivers changed preference values to the pass's `onPreferenceChange` actions, in tree order.
  mutating func runPreferenceActions(
    _ readers: [PreferenceReader], state: inout StateValues, memory: inout UpdateMemory,
    guardCounts: inout [PreferenceBinder: Int], limits: UpdateLimits, dropped: inout Bool
  ) {
    for reader in readers {
      // A reader with no producer below never fires (§6.1.5).
      guard let value = reader.value else { continue }
      let binder = reader.binder
      let previous = memory.delivered[binder]
      if let previous {
        // An identical value means nothing it depends on changed: SwiftUI does not recompute it, so not even a
        // declared `==` that is always false (ViewGeometry.swift's `BoundsAnchor`) sees it again. Between
        // different values the declared `==` decides.
        if previous == value { continue }
        let comparison = runner.isEqual(value, previous, node: reader.node)
        if comparison.equal == true { continue }
        if let diagnostic = comparison.diagnostic {
          diagnostics.append(
            LayoutDiagnostic(
              .warning, code: .expressionError, node: reader.node, path: reader.action.path,
              "comparing \(reader.key) values with == failed, so the value counts as changed: \(diagnostic.summary)"))
        }
      }
      let trigger = ActionRun.Trigger.preferenceChange(
        key: reader.key, value: value, previous: previous, record: reader.record)
      let count = guardCounts[binder, default: 0]
      memory.delivered[binder] = value
      guard count < limits.cycleGuardDeliveries else {
        dropped = true
        runs.append(
          ActionRun(
            node: reader.node, layer: reader.layer, action: reader.action.source, path: reader.action.path,
            trigger: trigger, outcome: .droppedByCycleGuard, writes: [], prints: []))
        if memory.warned.insert(binder).inserted {
          diagnostics.append(
            LayoutDiagnostic(
              .warning, code: .cycleGuard, node: reader.node, path: reader.action.path,
              "Bound preference \(reader.key) tried to update multiple times per frame."))
        }
        continue
      }
      guardCounts[binder] = count + 1
      let parameterTypes = program.keys[reader.key].map { [$0.valueType] }
      let outcome = runner.call(
        reader.action, arguments: [value], parameterTypes: parameterTypes, scope: reader.scope, state: state,
        node: reader.node, allowsWrites: true)
      record(
        outcome, node: reader.node, layer: reader.layer, action: reader.action, trigger: trigger,
        what: "onPreferenceChange(\(reader.key).self)", state: &state)
    }
  }

  /// Runs the `onChange(of:)` actions whose value changed (or, with `initial: true`, appeared). The same cycle
  /// guard applies, with SwiftUI's "onChange(of: T) action tried to update multiple times per frame.".
  mutating func runChangeActions(
    _ observations: [ChangeObservation], state: inout StateValues, memory: inout UpdateMemory,
    guardCounts: inout [LayerID: Int], limits: UpdateLimits, dropped: inout Bool
  ) {
    for observation in observations {
      guard let value = observation.value else { continue }
      let address = LayerID(node: observation.node, layer: observation.layer)
      let previous = memory.observed[address]
      memory.observed[address] = value
      if let previous {
        if previous == value || runner.isEqual(value, previous, node: observation.node).equal == true { continue }
      } else if !observation.initial {
        continue
      }
      let trigger = ActionRun.Trigger.change(expression: observation.expression.source, old: previous, new: value)
      let count = guardCounts[address, default: 0]
      guard count < limits.cycleGuardDeliveries else {
        dropped = true
        runs.append(
          ActionRun(
            node: observation.node, layer: observation.layer, action: observation.action.source,
            path: observation.action.path, trigger: trigger, outcome: .droppedByCycleGuard, writes: [], prints: []))
        if memory.warnedObservers.insert(address).inserted {
          diagnostics.append(
            LayoutDiagnostic(
              .warning, code: .cycleGuard, node: observation.node, path: observation.action.path,
              "onChange(of: \(Self.swiftTypeName(value.type))) action tried to update multiple times per frame."))
        }
        continue
      }
      guardCounts[address] = count + 1
      // `{ old, new in }`, `{ new in }` or `{ … }` (iOS 17's two-parameter and zero-parameter forms, the older
      // one-parameter form); `$0`/`$1` closures get both when they use `$1`.
      var arguments = [value]
      if case .success(let closure) = runner.scripts.closure(observation.action) {
        switch closure.parameterNames?.count {
        case 2?: arguments = [previous ?? value, value]
        case 0?: arguments = []
        case nil where closure.freeNames.contains("$1"): arguments = [previous ?? value, value]
        default: break
        }
      }
      let outcome = runner.call(
        observation.action, arguments: arguments, scope: observation.scope, state: state, node: observation.node,
        allowsWrites: true)
      record(
        outcome, node: observation.node, layer: observation.layer, action: observation.action, trigger: trigger,
        what: "onChange(of: \(observation.expression.source))", state: &state)
    }
  }

  /// A type as Swift's `String(describing: T.self)` names it: `Optional<CGFloat>`, `Array<String>`.
  static func swiftTypeName(_ type: ValueType) -> String {
    switch type {
    case .optional(let wrapped): return "Optional<\(swiftTypeName(wrapped))>"
    case .array(let element): return "Array<\(swiftTypeName(element))>"
    default: return type.description
    }
  }

  /// Records an action's run: its writes and prints on success, its diagnostic on failure.
  mutating func record(
    _ outcome: ScriptRunner.Outcome, node: String, layer: Int?, action: SwiftExpression, trigger: ActionRun.Trigger,
    what: String, state: inout StateValues
  ) {
    let runIndex = runs.count
    var writeIndices: [Int] = []
    var printIndices: [Int] = []
    for line in outcome.prints {
      printIndices.append(prints.count)
      prints.append(ActionRun.PrintedLine(text: line.text, terminator: line.terminator, action: runIndex, node: node))
    }
    let result: ActionRun.Outcome
    if let diagnostic = outcome.diagnostic {
      result = .failed(diagnostic.summary)
      diagnostics.append(
        LayoutDiagnostic(
          .warning, code: .expressionError, node: node, path: action.path, "\(what): \(diagnostic.summary)"))
    } else {
      result = .ran
      for write in outcome.writes {
        writeIndices.append(writes.count)
        writes.append(
          ActionRun.StateWrite(
            variable: write.name, oldValue: write.oldValue, newValue: write.newValue, code: write.excerpt,
            action: runIndex))
      }
      state = outcome.state
    }
    runs.append(
      ActionRun(
        node: node, layer: layer, action: action.source, path: action.path, trigger: trigger, outcome: result,
        writes: writeIndices, prints: printIndices))
  }
}
