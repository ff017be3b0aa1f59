/// The layers of a pass following the previous pass's calls: a clean node's outermost layer asked this pass what the previous pass asked it, in the same order,
/// counts the calls instead of logging them and answers from the previous pass's state in place, until it is taken
/// whole (its state is then the previous pass's) or asked something else (its state is then made as the ordinary path
/// makes it). A clean row of the 1,000-row form is asked its spacing, priority, two probes and a share by the form's
/// stack sizing, and the same again placing: logged and replayed, each call made and copied the row's state
/// (`Benchmarks/update.md`), which the row's placement then replaced whole with the previous pass's.
///
/// The graph asks it before logging a call (`follows`), measuring or computing a value of a followed layer, and placing
/// one; what following makes through the ordinary path it makes through the graph (`materialize`).
///
/// Contract:
/// - Only when a subtree may be taken whole at all (the previous pass's `@State`, deferred replays, no text limit
///   reached, no safe-area modifier: `takesSubtree`), and only a clean node's outermost layer whose state this pass has
///   not touched.
/// - A sizing call is counted when it asks what one the layer counted asked (answered as before), or when it is the
///   previous pass's next sizing call, requester included, made before any placing call, and its computation is one a
///   replay reuses (`PassReuse.answer`, `PassReuse.value`: replayable, the previous pass's first size or alignment first, an
///   answer the previous pass's next one); the pass's reuse count counts it as the replay would. A placing call is counted
///   when it asks what the layer answered already and is the previous pass's next placing call (or asks what a
///   counted one asked). A counted call is still logged as its caller's (`log`).
/// - Anything else (another call, a computation of its own, its placement without being taken whole, a read recorded
///   on it, the end of placement) first makes the layer's state the counted calls make: each counted sizing call
///   logged and answered through the ordinary path in order, then the counted placing calls logged, without counting
///   the replays again (`materialize`). So the layer's state, its deferred replays, the pass's counts and its records
///   are the ones the ordinary path makes; following changes what a pass costs, never what it records.
/// - A layer placed as in the previous pass after it was asked every call of it (`isAskedAsBefore`) is taken whole
///   (`takesSubtree`) without its state ever being made.
///
/// Its state is `@exclusivity(unchecked)`, as the graph's is (`LayoutGraph`): read and written on every call of a pass,
/// on one thread.
final class FollowedLayers {
  typealias LayerState = LayoutGraph.LayerState
  typealias LayerCall = LayoutGraph.LayerCall
  typealias Valued = LayoutGraph.Valued

  /// How far a clean node's outermost layer has followed the previous pass's calls to it this pass.
  struct Following: Equatable {
    enum Phase: UInt8 {
      /// Not asked anything yet this pass.
      case untouched
      /// Every call so far counted.
      case following
      /// Materialized, taken whole, or never followed: the ordinary path.
      case over
    }

    var phase = Phase.untouched
    /// The layer followed (its node's outermost).
    var layer: Int32 = 0
    /// The index of the node's previous version in the previous pass's states.
    var earlier: Int32 = 0
    /// How many of the previous pass's sizing calls, in order, it was asked.
    var sizingCalls: Int32 = 0
    /// How many of the previous pass's placing calls, in order, it was asked.
    var placingCalls: Int32 = 0
    /// How many of the previous pass's answers, in order, its sizing calls asked.
    var answers: Int32 = 0
    /// How many of the previous pass's explicit alignments its sizing calls asked.
    var explicits: Int32 = 0
    /// Whether its sizing calls asked its spacing.
    var spacing = false
    /// Whether its sizing calls asked its priority.
    var priority = false
  }

  /// Per node resolved before placement: how far its outermost layer followed the previous pass's calls to it; empty
  /// when the pass follows none.
  @exclusivity(unchecked) private var following: [Following] = []
  /// How many layers follow the previous pass's calls now.
  @exclusivity(unchecked) private var count = 0
  /// The previous pass's states, while the pass follows clean layers (read without an access check per read).
  @exclusivity(unchecked) private var before = LayoutGraph.NodeStates()

  /// Whether the pass follows no layer (none may follow, or placement is over).
  var isEmpty: Bool { following.isEmpty }

  /// Starts the pass's following over its first `nodeCount` nodes, with the previous pass's states; the graph calls it
  /// when its subtrees may be taken whole (`takesSubtree`'s tree-wide conditions), once the clean nodes are marked,
  /// before the root is measured.
  func begin(nodeCount: Int, previous states: LayoutGraph.NodeStates) {
    before = states
    // One array a pass, as long as the tree: `Array(repeating:)` fills it at once, where `init(filledWith:)` appended
    // each element (about 11 instructions an element, 0.06 M of the keeping-max edit at 1,000 rows).
    following = [Following](repeating: Following(), count: nodeCount)
  }

  /// Whether the node's outermost layer follows the previous pass's calls now. Inlined: every measurement asks, and
  /// a pass without a previous one follows nothing.
  @inline(__always)
  func isFollowed(_ node: Int) -> Bool {
    count > 0 && node < following.count && following[node].phase == .following
  }

  /// Whether `call`, made on `ref` while its caller is `caller`, is counted as following (see the contract). When the
  /// layer was following and the call is not counted, its state is made first (`materialize`).
  func follows(_ call: LayerCall, on ref: ResolvedLayerIndex, as caller: LayoutGraph.Activity, in graph: LayoutGraph)
    -> Bool
  {
    guard ref.node < following.count else { return false }
    switch following[ref.node].phase {
    case .over:
      return false
    case .following:
      if counts(call, on: ref, as: caller, in: graph) { return true }
      materialize(ref.node, in: graph)
      return false
    case .untouched:
      following[ref.node].phase = .over
      guard caller == .sizing, let earlier = graph.reuse.previousNodes[ref.node],
        ref.layer == before[earlier].count - 1,
        graph.states[ref.node].withUnsafeBufferPointer({ ref.layer < $0.count && Self.isUntouched($0, ref.layer) })
      else { return false }
      following[ref.node] = Following(
        phase: .following, layer: Int32(ref.layer), earlier: Int32(truncatingIfNeeded: earlier))
      count += 1
      if counts(call, on: ref, as: caller, in: graph) { return true }
      following[ref.node].phase = .over
      count -= 1
      return false
    }
  }

  /// Whether the state of `states[layer]` holds nothing this pass made (read in place: a copy of a layer's state
  /// retains everything it holds).
  private static func isUntouched(_ states: UnsafeBufferPointer<LayerState>, _ layer: Int) -> Bool {
    states[layer].first == nil && states[layer].sizingCalls.isEmpty && states[layer].placingCalls.isEmpty
      && states[layer].answers.isEmpty && states[layer].spacing == nil && states[layer].priority == nil
      && states[layer].explicitCache.isEmpty && states[layer].memo == nil && !states[layer].isPlaced
  }

  /// Counts `call` on the followed layer `ref` when it continues the previous pass's calls (see the contract); a
  /// counted sizing call counts as the replay it stands for in `graph`'s reuse count.
  private func counts(
    _ call: LayerCall, on ref: ResolvedLayerIndex, as caller: LayoutGraph.Activity, in graph: LayoutGraph
  ) -> Bool {
    var followed = following[ref.node]
    let layer = ref.layer
    let counted = before[Int(followed.earlier)].withUnsafeBufferPointer { before -> Bool in
      switch caller {
      // The previous pass's next call asks nothing its earlier ones asked (`logOnLayer` keeps one call per
      // question), so it is looked for first, and a call asked again only when it is not that one.
      case .sizing:
        let asked = Int(followed.sizingCalls)
        guard Self.isCall(call, at: asked, of: before[layer].sizingCalls) else {
          return Self.asks(call, amongFirst: asked, of: before[layer].sizingCalls)
        }
        guard followed.placingCalls == 0, Self.reuses(call, of: before, layer, counting: &followed) else {
          return false
        }
        followed.sizingCalls += 1
        graph.reuse.reusedCount += 1
        return true
      case .placing:
        guard Self.answered(call, of: before, layer, by: followed) else { return false }
        let asked = Int(followed.placingCalls)
        guard Self.isCall(call, at: asked, of: before[layer].placingCalls) else {
          return Self.asks(call, amongFirst: asked, of: before[layer].placingCalls)
        }
        followed.placingCalls += 1
        return true
      }
    }
    if counted { following[ref.node] = followed }
    return counted
  }

  /// Whether one of the first `count` calls of `calls` asks what `call` asks.
  private static func asks(_ call: LayerCall, amongFirst count: Int, of calls: [LayerCall]) -> Bool {
    calls.withUnsafeBufferPointer { buffer in
      for index in 0..<count where buffer[index].asksSame(as: call) { return true }
      return false
    }
  }

  /// Whether `calls[index]` is `call`, requester included.
  private static func isCall(_ call: LayerCall, at index: Int, of calls: [LayerCall]) -> Bool {
    calls.withUnsafeBufferPointer { index < $0.count && $0[index] == call }
  }

  /// Whether the computation `call` asks of `before[layer]` is the one a replay reuses next (replayable; the previous
  /// pass's first size or alignment when it is the layer's first this pass; an answer, the previous pass's next),
  /// counted in `followed`.
  private static func reuses(
    _ call: LayerCall, of before: UnsafeBufferPointer<LayerState>, _ layer: Int, counting followed: inout Following
  ) -> Bool {
    // No size or explicit alignment counted yet: such a replay must be the previous pass's first (`mayReplay`).
    let isFirst = followed.answers == 0 && followed.explicits == 0
    switch call {
    case .size(let proposal, _):
      let next = Int(followed.answers)
      let reused = before[layer].answers.withUnsafeBufferPointer { answers in
        next < answers.count && answers[next].proposal == proposal && answers[next].replayable
      }
      guard reused, !isFirst || before[layer].first == .size(proposal) else { return false }
      followed.answers += 1
    case .spacing:
      guard before[layer].spacing?.replayable == true else { return false }
      followed.spacing = true
    case .priority:
      guard before[layer].priority?.replayable == true else { return false }
      followed.priority = true
    case .explicit(let key):
      guard before[layer].explicitCache[key]?.replayable == true, !isFirst || before[layer].first == .explicit(key)
      else { return false }
      followed.explicits += 1
    }
    return true
  }

  /// Whether what `call` asks of `before[layer]` is among what the followed layer's counted sizing calls asked.
  private static func answered(
    _ call: LayerCall, of before: UnsafeBufferPointer<LayerState>, _ layer: Int, by followed: Following
  ) -> Bool {
    switch call {
    case .size(let proposal, _):
      let count = Int(followed.answers)
      return before[layer].answers.withUnsafeBufferPointer { answers in
        for index in 0..<count where answers[index].proposal == proposal { return true }
        return false
      }
    case .spacing: return followed.spacing
    case .priority: return followed.priority
    case .explicit: return asks(call, amongFirst: Int(followed.sizingCalls), of: before[layer].sizingCalls)
    }
  }

  /// The followed layer's answer to `proposal` from the previous pass's state, as its measurement by `requester`, when
  /// its counted calls asked it; nil (its state made, `materialize`) when they did not. Fields are read in place: a
  /// copy of the answer would retain its reads and calls.
  func measurement(
    of ref: ResolvedLayerIndex, _ proposal: ProposedViewSize, requester: Proposer, in graph: LayoutGraph
  ) -> Measurement? {
    let earlier = Int(following[ref.node].earlier)
    guard let index = countedAnswer(of: ref, proposal) else {
      materialize(ref.node, in: graph)
      return nil
    }
    let decision = before[earlier][ref.layer].answers[index].decision
    return Measurement(
      proposal: proposal, size: decision.size, widthRule: decision.widthRule, heightRule: decision.heightRule,
      requestedBy: requester, computedAt: before[earlier][ref.layer].answers[index].computedAt)
  }

  /// The position among the previous pass's answers of the followed layer's answer to `proposal`, when its counted
  /// calls asked it (the first counted one asking it).
  private func countedAnswer(of ref: ResolvedLayerIndex, _ proposal: ProposedViewSize) -> Int? {
    let followed = following[ref.node]
    let (earlier, count) = (Int(followed.earlier), Int(followed.answers))
    return before[earlier].withUnsafeBufferPointer { before in
      before[ref.layer].answers.withUnsafeBufferPointer { answers in
        (0..<count).first { answers[$0].proposal == proposal }
      }
    }
  }

  /// The followed layer's explicit alignment `key` from the previous pass's state, when its counted sizing calls asked
  /// it; nil (its state made, `materialize`) otherwise.
  func explicitValue(_ ref: ResolvedLayerIndex, _ key: LayoutGraph.ExplicitKey, in graph: LayoutGraph)
    -> Valued<Double?>?
  {
    let followed = following[ref.node]
    let asked = before[Int(followed.earlier)].withUnsafeBufferPointer {
      Self.asks(.explicit(key), amongFirst: Int(followed.sizingCalls), of: $0[ref.layer].sizingCalls)
    }
    return value(ref, asked: asked, { $0.explicitCache[key] }, in: graph)
  }

  /// The followed layer's spacing from the previous pass's state, when its counted calls asked it; nil (its state
  /// made, `materialize`) otherwise.
  func spacingValue(_ ref: ResolvedLayerIndex, in graph: LayoutGraph) -> Valued<ViewSpacing>? {
    value(ref, asked: following[ref.node].spacing, { $0.spacing }, in: graph)
  }

  /// The followed layer's priority from the previous pass's state, when its counted calls asked it; nil (its state
  /// made, `materialize`) otherwise.
  func priorityValue(_ ref: ResolvedLayerIndex, in graph: LayoutGraph) -> Valued<Double>? {
    value(ref, asked: following[ref.node].priority, { $0.priority }, in: graph)
  }

  /// The followed layer's spacing, priority or explicit alignment from the previous pass's state, when its counted
  /// calls asked it (`asked`); nil (its state made, `materialize`) otherwise.
  private func value<Value>(
    _ ref: ResolvedLayerIndex, asked: Bool, _ value: (LayerState) -> Valued<Value>?, in graph: LayoutGraph
  ) -> Valued<Value>? {
    guard asked,
      let found = before[Int(following[ref.node].earlier)].withUnsafeBufferPointer({ value($0[ref.layer]) })
    else {
      materialize(ref.node, in: graph)
      return nil
    }
    return found
  }

  /// Whether the node's outermost layer has not been asked anything yet this pass while the pass follows layers.
  func isUntouched(_ node: Int) -> Bool {
    node < following.count && following[node].phase == .untouched
  }

  /// How far the node's outermost layer followed the previous pass's calls so far; meaningful while it is followed.
  func progress(of node: Int) -> Following {
    following[node]
  }

  /// Makes the untouched clean subviews of a layer follow as a previous validation of the same calls left them
  /// (`followed`: each one's position among `subviews`, its node's index in the previous pass and its progress after
  /// those calls, recorded on that node the pass before; `AnswerValidation`), without counting the calls one by one,
  /// when each could follow at all (as its first call would start it: `follows`) and the previous pass took its
  /// previous version whole from the node its progress followed (`taken`: the previous pass's `takenNodes`; its states
  /// are then that node's, so `progress.layer` is the outermost layer of them, which a following checked when it
  /// started, not read again here: a cache miss a row at 10,000 rows). Counts the replays those calls stand for.
  /// Returns which resumed; a subview that did not is left as it was.
  ///
  /// One loop over the list, every array read through a buffer: resumed one by one, a subview cost about 230
  /// instructions (the 1,000-row form's stack, validated at every edit of a label; `Benchmarks/update.md`).
  func resume(
    _ followed: [AnswerValidation.FollowedSubview], of subviews: [AnswerValidation.SubviewVersions],
    taken: OptionalIndexArray, in graph: LayoutGraph
  ) -> Resumption {
    var resumption = Resumption()
    guard !followed.isEmpty, !following.isEmpty else { return resumption }
    let earliest = before.count
    // Not written while the subviews resume: read through a local, each node's states borrowed in place.
    let states = graph.states
    let unwritten = graph.sharedUnwrittenAddresses
    var resumedSizingCalls = 0
    var resumedCount = 0
    var allResumed = true
    followed.withUnsafeBufferPointer { followed in
      subviews.withUnsafeBufferPointer { subviews in
        taken.withBuffer { taken in
          graph.reuse.previousNodes.withBuffer { previousNodes in
            following.withUnsafeMutableBufferPointer { following in
              unwritten.withUnsafeBufferPointer { unwritten in
                for index in followed.indices {
                  // The entry's fields read in place where they are used: copied at once, most were spilled to the
                  // stack and read back to be written.
                  let position = Int(followed[index].position)
                  let progressEarlier = Int(followed[index].progress.earlier)
                  guard position < subviews.count,
                    case (let ref, let earlier) = (subviews[position].ref, subviews[position].earlier),
                    earlier == Int(followed[index].node), taken.element(at: earlier) == progressEarlier,
                    ref.node < following.count, following[ref.node].phase == .untouched,
                    followed[index].progress.phase == .following, Int(followed[index].progress.layer) == ref.layer,
                    previousNodes.element(at: ref.node) == earlier, earlier < earliest,
                    Self.isUntouched(ref, in: states, unwritten: unwritten)
                  else {
                    if allResumed {
                      allResumed = false
                      resumption.markFirst(index, of: followed, subviewCount: subviews.count)
                    }
                    continue
                  }
                  // Written in place, then its node: a local copy made with its node was spilled field by field.
                  following[ref.node] = followed[index].progress
                  following[ref.node].earlier = Int32(truncatingIfNeeded: earlier)
                  // Neither count can overflow: at most a list's count, of calls each.
                  resumedSizingCalls &+= Int(following[ref.node].sizingCalls)
                  resumedCount &+= 1
                  if !allResumed { resumption.flags[position] = true }
                  if ref.node != earlier || earlier != progressEarlier { resumption.inPlace = false }
                }
              }
            }
          }
        }
      }
    }
    resumption.count = resumedCount
    count += resumedCount
    graph.reuse.reusedCount += resumedSizingCalls
    return resumedCount == 0 ? Resumption() : resumption
  }

  /// Whether the state of the layer `ref` in `states` holds nothing this pass made, read in place: unread when its
  /// node's states are still the shared unwritten ones for their count (`unwritten`, the graph's
  /// `sharedUnwrittenAddresses`; a clean row's nodes keep them until taken), else each of its fields (about 25
  /// instructions a row of the 1,000-row form).
  private static func isUntouched(
    _ ref: ResolvedLayerIndex, in states: LayoutGraph.NodeStates, unwritten: UnsafeBufferPointer<UnsafeRawPointer?>
  ) -> Bool {
    ref.node < states.count
      && states.read(ref.node) { layers in
        layers.withUnsafeBufferPointer {
          ref.layer < $0.count
            && ($0.count < unwritten.count && UnsafeRawPointer($0.baseAddress) == unwritten[$0.count]
              || isUntouched($0, ref.layer))
        }
      }
  }

  /// Which subviews of a layer `resume` made follow.
  struct Resumption {
    /// How many did.
    var count = 0
    /// Per position among the subviews, whether it did; empty when every one of the list given to `resume` did.
    var flags: [Bool] = []
    /// Whether each one that did is at its own index in this pass, the previous one and the one before (its node now,
    /// its previous version and the node its entry's progress followed): it then follows exactly as its entry says
    /// until it is asked something, and nothing asks it anything while the other subviews' calls are made.
    var inPlace = true

    /// Whether the subview at `position` resumed, when `flags` is not empty.
    func resumed(_ position: Int) -> Bool { position < flags.count && flags[position] }

    /// Sets `flags` for the list's entries before `index`, which all resumed.
    fileprivate mutating func markFirst(
      _ index: Int, of followed: UnsafeBufferPointer<AnswerValidation.FollowedSubview>, subviewCount: Int
    ) {
      flags = [Bool](filledWith: false, count: subviewCount)
      for entry in followed[..<index] { flags[Int(entry.position)] = true }
    }

    /// Sets `flags` when every one of `followed` (the list given to `resume`) resumed and they are empty.
    mutating func markAll(_ followed: [AnswerValidation.FollowedSubview], subviewCount: Int) {
      guard count > 0, flags.isEmpty else { return }
      flags = [Bool](filledWith: false, count: subviewCount)
      for entry in followed { flags[Int(entry.position)] = true }
    }
  }

  /// Undoes `resume` for `node`: untouched again, its replays no longer counted.
  func unresume(_ node: Int, in graph: LayoutGraph) {
    guard isFollowed(node) else { return }
    graph.reuse.reusedCount -= Int(following[node].sizingCalls)
    following[node] = Following()
    count -= 1
  }

  /// How many placing calls the followed layer of `node` was asked this pass.
  func placingCallCount(_ node: Int) -> Int {
    Int(following[node].placingCalls)
  }

  /// Ends the node's following without making its state: its subtree was taken whole, states included.
  func end(_ node: Int) {
    guard isFollowed(node) else { return }
    following[node].phase = .over
    count -= 1
  }

  /// Makes in `graph` the state the followed layer's counted calls make, through the ordinary path (see the
  /// contract), and ends its following; nothing when the node is not followed.
  func materialize(_ node: Int, in graph: LayoutGraph) {
    guard isFollowed(node) else { return }
    let followed = following[node]
    end(node)
    let ref = ResolvedLayerIndex(node: node, layer: Int(followed.layer))
    let earlier = Int(followed.earlier)
    let sizing = before[earlier][ref.layer].sizingCalls.prefix(Int(followed.sizingCalls))
    let placing = before[earlier][ref.layer].placingCalls.prefix(Int(followed.placingCalls))
    let reused = graph.reuse.reusedCount
    for call in sizing {
      graph.logOnLayer(call, on: ref, as: .sizing)
      graph.compute(call, on: ref)
    }
    for call in placing { graph.logOnLayer(call, on: ref, as: .placing) }
    // The replays were counted when their calls were.
    graph.reuse.reusedCount = reused
  }

  /// Makes the state of every layer still following once placement is over (measured, never placed; a node taken
  /// whole meanwhile, `PassReuse.takenNodes`, keeps the states it took) and ends the pass's following, so that it no
  /// longer holds the previous pass's states.
  func materializeAll(in graph: LayoutGraph) {
    if count > 0 {
      for node in following.indices where following[node].phase == .following {
        if graph.reuse.takenNodes[node] != nil { end(node) } else { materialize(node, in: graph) }
      }
    }
    following = []
    before = LayoutGraph.NodeStates()
  }

  /// What a following of `states[layer]`, the states of the node at `node`, has counted once it counted every call of
  /// that state and no placing call (`countedEveryCall` with no placing call counted), following the state at the
  /// node's own index: nil when no following counts every call so (the state was asked a placing call besides the one
  /// its placement implies, or computed something first without a sizing call). Read in place.
  static func everyCall(of states: UnsafeBufferPointer<LayerState>, _ layer: Int, node: Int) -> Following? {
    let sizingCalls = states[layer].sizingCalls.count
    guard sizingCalls > 0 || states[layer].first == nil, LayerState.hasOnlyItsPlacementCall(states, layer) else {
      return nil
    }
    return Following(
      phase: .following, layer: Int32(truncatingIfNeeded: layer), earlier: Int32(truncatingIfNeeded: node),
      sizingCalls: Int32(truncatingIfNeeded: sizingCalls), placingCalls: 0,
      answers: Int32(truncatingIfNeeded: states[layer].answers.count),
      explicits: Int32(truncatingIfNeeded: states[layer].explicitCache.count), spacing: states[layer].spacing != nil,
      priority: states[layer].priority != nil)
  }

  /// `body` given every node's following in place (empty when the pass follows none): a run's rows checked one after
  /// the other and each one taken ended there (`PassReuse.takeRun`, `endTaken`); each asked through the class, it
  /// retained the array a row. While `body` runs the class's own list is empty (the array lends its storage), so
  /// `body` asks the class nothing; `count` is not changed: the caller tells it (`ended`).
  @inline(__always)
  func withMutableFollowings<Result>(_ body: (UnsafeMutableBufferPointer<Following>) -> Result) -> Result {
    following.withUnsafeMutableBufferPointer { body($0) }
  }

  /// Ends, in `followings` (`withMutableFollowings`), the following of `node`, a row's root that
  /// `hasCountedEveryCall` found following: taken whole, as `end(_:)` ends it, `count` told after (`ended`).
  /// `node` is within `followings` (`hasCountedEveryCall` checked it against the same buffer in the same row's checks),
  /// and checked again: one comparison.
  @inline(__always)
  static func endTaken(_ node: Int, in followings: UnsafeMutableBufferPointer<Following>) {
    guard UInt(bitPattern: node) < UInt(bitPattern: followings.count) else { return }
    assert(followings[node].phase == .following, "a row taken whole ends a following it did not have")
    followings[node].phase = .over
  }

  /// Counts `ended` followings as over, each ended by `endTaken` (`end(_:)`'s count, told once for a run's rows).
  func ended(_ ended: Int) {
    count -= ended
  }

  /// Whether the layer `ref`, its node's outermost, follows the previous pass's calls to the state at its own index,
  /// with every call of that state counted as `everyCall` says (`calls`, made from that state for `ref`'s node and
  /// layer), no placing call among them, and the answer at `answer` among them: what `countedEveryCall` and a
  /// placement's counted answer find of it, read from `calls` instead of the state. `followings` are the pass's
  /// (`withMutableFollowings`): a following is one only while it counts in `count`, so no count is read. The following is
  /// compared whole with `calls`, which holds each of these facts (phase, layer, node, no placing call, the counts):
  /// field by field, the comparisons cost about 50 instructions a row of the 1,000-row form's runs. Inlined into the
  /// run's loop (called, about 45 instructions a row more).
  @inline(__always)
  static func hasCountedEveryCall(
    _ calls: Following, of ref: ResolvedLayerIndex, answer: Int, in followings: UnsafeMutableBufferPointer<Following>
  ) -> Bool {
    assert(
      calls.phase == .following && Int(calls.layer) == ref.layer && Int(calls.earlier) == ref.node
        && calls.placingCalls == 0, "a row's calls are not every call of its layer at its own index")
    guard ref.node >= 0, ref.node < followings.count else { return false }
    let followed = followings[ref.node]
    // Field by field in the order they are laid out, not `==`: its synthesized body was not inlined.
    return followed.phase == calls.phase && followed.layer == calls.layer && followed.earlier == calls.earlier
      && followed.sizingCalls == calls.sizingCalls && followed.placingCalls == calls.placingCalls
      && followed.answers == calls.answers && followed.explicits == calls.explicits
      && followed.spacing == calls.spacing && followed.priority == calls.priority && answer < Int(calls.answers)
  }

  /// Whether the followed layer `ref` counted every call the previous pass made to it (`LayoutGraph.isAskedAsBefore`):
  /// the same first computation, sizing calls and placing calls (less the one its placement implies), as many
  /// answers and explicit alignments, a spacing and a priority as then.
  func countedEveryCall(_ ref: ResolvedLayerIndex) -> Bool {
    let followed = following[ref.node]
    return before[Int(followed.earlier)].withUnsafeBufferPointer { before in
      let placingCalls = Int(followed.placingCalls)
      return (followed.sizingCalls > 0 || before[ref.layer].first == nil)
        && Int(followed.sizingCalls) == before[ref.layer].sizingCalls.count
        && (placingCalls == 0
          ? LayerState.hasOnlyItsPlacementCall(before, ref.layer)
          : placingCalls == before[ref.layer].placingCalls.count)
        && Int(followed.answers) == before[ref.layer].answers.count
        && Int(followed.explicits) == before[ref.layer].explicitCache.count
        && followed.spacing == (before[ref.layer].spacing != nil)
        && followed.priority == (before[ref.layer].priority != nil)
    }
  }
}
