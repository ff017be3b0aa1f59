/// What the graph keeps of each layer in a pass (`LayerState`) and the values it is made of: the answers and other
/// computations with what they read and asked (`Answer`, `Valued`, `SubviewCall`), the calls made to the layer
/// (`LayerCall`), its placement. A finished pass's states are its `PassMemory`, which later passes replay, follow,
/// validate and take whole (`PassReuse`).
extension LayoutGraph {
  /// What the graph knows about one layer: its answers (valid while its inputs and its subviews' answers stay the
  /// same), the calls made to it this pass (what its record lists), and its placement.
  struct LayerState {
    /// One answer per distinct proposal, with the inputs the computation read.
    var answers: [Answer] = []
    /// Explicit alignment values already computed, by guide and proposal.
    var explicitCache: [ExplicitKey: Valued<Double?>] = [:]
    /// The layer's spacing preferences, once computed.
    var spacing: Valued<ViewSpacing>?
    /// Where the graph computing the layer keeps its layout algorithm once made (`LayoutGraph.algorithms`), else
    /// `noAlgorithm`. A 32-bit slot with a sentinel, not an optional: `Int32?` took 5 bytes after the spacing value's
    /// 25 and padded the next field, and a state took 8 bytes more (`MemoryLayout.stride`, 152 now).
    var algorithmSlot = noAlgorithm
    /// The layer's priority, once computed.
    var priority: Valued<Double>?
    /// How many of `laterReads` were read while placing the layer: 32 bits in the 7 bytes the priority value's 25
    /// leave before the next field.
    private var placingReadCount: Int32 = 0
    /// What the layer's algorithm remembers between its calls (a stack's gaps).
    var memo: LayerMemo?
    /// The layer's first size or explicit alignment computed this pass (what set its memo): a later pass replays a
    /// previous size or alignment first only when it is this one, so the calls and reads it replays are the ones it
    /// would make.
    var first: Computation?
    /// The layer's subviews, once computed (each refers to the graph unretained: read only by the graph that made
    /// them, never through a `PassMemory`).
    var subviews: [LayoutSubview]?
    /// The calls made to the layer while its parent (or the pass, for the root) sized something, in order.
    var sizingCalls: [LayerCall] = []
    /// The calls made to the layer while its parent placed its subviews, in order; none while the only one is the
    /// measurement it is placed with (its placement's proposal, by its placement's proposer), which its placement
    /// implies (`measureToPlace`, `placingCalls(of:_:are:)`).
    var placingCalls: [LayerCall] = []
    /// The final placement.
    var placement: Placement?
    /// The inputs read while placing the layer (its `placeSubviews`, the preference value its views are built from),
    /// the first `placingReadCount`, then those read after placement (its preference writers' expressions), each once
    /// among its own: one array where two took 8 more bytes of every layer's state (a node's states took a heap
    /// chunk of 16 to 32 bytes more, Benchmarks/memory.md, session 46). Nearly every layer reads none.
    private(set) var laterReads: [InputRead] = []

    /// Inputs read while placing the layer.
    var placingReads: ArraySlice<InputRead> { laterReads[..<Int(placingReadCount)] }
    /// Inputs read after placement.
    var preferenceReads: ArraySlice<InputRead> { laterReads[Int(placingReadCount)...] }

    /// Sets the inputs read while placing the layer, keeping those read after placement: the list itself when there
    /// are none of those (a list shared, `LayoutGraph.tracing`).
    mutating func setPlacingReads(_ reads: [InputRead]) {
      if Int(placingReadCount) == laterReads.count {
        laterReads = reads
      } else {
        laterReads.replaceSubrange(..<Int(placingReadCount), with: reads)
      }
      placingReadCount = Int32(clamping: reads.count)
    }

    /// Adds an input read after placement, unless one read after placement matches it.
    mutating func addPreferenceRead(_ read: consuming InputRead) {
      guard !LayoutGraph.holds(read, in: laterReads, from: Int(placingReadCount), to: laterReads.count) else { return }
      laterReads.append(read)
    }

    /// Shares the array of the later reads with an identical list kept before (`LayoutGraph.releasePassOnlyState`).
    mutating func shareLaterReads(with shared: inout SharedReads) {
      shared.share(&laterReads)
    }

    /// The `algorithmSlot` of a layer whose algorithm this graph has not made: no slot's index.
    static let noAlgorithm: Int32 = -1

    /// Whether the layer was placed. Its placement is switched on in place: compared with nil through a buffer, the
    /// whole state was copied (through the runtime's value witnesses, retaining and releasing all it holds).
    var isPlaced: Bool {
      switch placement {
      case .none: return false
      case .some: return true
      }
    }

    /// Whether the placing calls of `states[layer]` are `calls`, in order. A placed layer's placing calls always hold
    /// the one its placer measured it with (`place` follows that call), so a placed layer that keeps none was asked
    /// that one call only (`measureToPlace`, `releasePassOnlyState`). The states are read through a buffer, field by
    /// field: a copy of a layer's state or of its placement retains everything it holds.
    static func placingCalls(of states: UnsafeBufferPointer<LayerState>, _ layer: Int, are calls: [LayerCall]) -> Bool {
      guard states[layer].placingCalls.isEmpty, states[layer].isPlaced else {
        return states[layer].placingCalls == calls
      }
      return calls.count == 1 && calls.withUnsafeBufferPointer { isPlacementCall($0[0], of: states, layer) }
    }

    /// Whether `states[layer]` was asked only the placing call its placement implies: it keeps none and was placed,
    /// or keeps that one.
    static func hasOnlyItsPlacementCall(_ states: UnsafeBufferPointer<LayerState>, _ layer: Int) -> Bool {
      states[layer].placingCalls.isEmpty ? states[layer].isPlaced : isPlacedWithItsOnePlacingCall(states, layer)
    }

    /// Whether the one placing call of `states[layer]` is the measurement it was placed with (`placingCalls(of:)`).
    static func isPlacedWithItsOnePlacingCall(_ states: UnsafeBufferPointer<LayerState>, _ layer: Int) -> Bool {
      states[layer].placingCalls.count == 1
        && states[layer].placingCalls.withUnsafeBufferPointer { isPlacementCall($0[0], of: states, layer) }
    }

    /// Whether `call` is the measurement `states[layer]` was placed with: its placement's proposal, by its proposer.
    private static func isPlacementCall(_ call: LayerCall, of states: UnsafeBufferPointer<LayerState>, _ layer: Int)
      -> Bool
    {
      guard case .size(let proposal, let requester) = call, proposal == states[layer].placement?.proposal,
        let proposer = states[layer].placement?.proposer
      else { return false }
      return requester == proposer
    }
  }

  /// A layer's answer to one proposal, with what computing it read and asked.
  ///
  /// The stored properties are declared in the order that packs them: the decision is kept as its three parts, not as
  /// a `SizeDecision`, whose 9-byte width rule is padded to 16 inside it; the flags and the 32-bit pass of
  /// `computedAt` go in the 7 bytes after the width rule, its 32-bit version in the 7 after the height rule, and an
  /// answer takes 80 bytes (`MemoryLayout.stride`) where the decision whole made 88 (210,003 answers kept after the
  /// open of the 10,000-row form, Benchmarks/memory.md).
  struct Answer {
    var proposal: ProposedViewSize
    /// The decision's size.
    private(set) var size: Size
    /// The decision's width rule.
    private(set) var widthRule: SizeRule
    /// Whether a later pass may replay it: it reported nothing and evaluated no expression.
    var replayable: Bool
    /// Whether `computedAt` is known (it is nil outside the update loop).
    private var isComputedAtKnown: Bool
    /// `computedAt`'s pass, as 32 bits (an update's passes are far fewer; clamped, as `Measurement` keeps it).
    private var computedPass: Int32
    /// The decision's height rule.
    private(set) var heightRule: SizeRule
    /// `computedAt`'s version, as 32 bits (a tree is edited far fewer times; clamped, as `Measurement` keeps it).
    private var computedVersion: Int32
    var reads: [InputRead]
    /// The calls the computation made to the layer's subviews, in order.
    var calls: [SubviewCall]

    /// The size the layer chose and the rule of each axis.
    var decision: SizeDecision { SizeDecision(size, width: widthRule, height: heightRule) }

    /// Where it was computed: this pass, or the earlier one a replay took it from (nil outside the update loop).
    var computedAt: HistoryPoint? {
      isComputedAtKnown ? HistoryPoint(version: Int(computedVersion), pass: Int(computedPass)) : nil
    }

    init(
      proposal: ProposedViewSize, decision: consuming SizeDecision, reads: [InputRead], calls: [SubviewCall] = [],
      replayable: Bool = true, computedAt: HistoryPoint? = nil
    ) {
      self.proposal = proposal
      self.size = decision.size
      self.widthRule = decision.widthRule
      self.replayable = replayable
      self.isComputedAtKnown = computedAt != nil
      self.computedPass = Int32(clamping: computedAt?.pass ?? 0)
      self.heightRule = decision.heightRule
      self.computedVersion = Int32(clamping: computedAt?.version ?? 0)
      self.reads = reads
      self.calls = calls
    }
  }

  /// A value the layer computed, with what computing it read and asked.
  struct Valued<Value> {
    var value: Value
    var reads: [InputRead]
    var calls: [SubviewCall] = []
    var replayable = true
  }

  /// What a layer computes: an answer, its spacing, its priority or an explicit alignment (boxed: every measured
  /// layer's state keeps its first computation, and an alignment's key, size and proposal would more than double it).
  enum Computation: Hashable {
    case size(ProposedViewSize)
    case spacing
    case priority
    indirect case explicit(ExplicitKey)

    /// Whether the computation may set or read its layer's memo: a size or an explicit alignment (a stack's gaps); a
    /// spacing or a priority never does (but a custom layout's, which is never replayed).
    var mayUseMemo: Bool {
      switch self {
      case .size, .explicit: true
      case .spacing, .priority: false
      }
    }
  }

  /// A call a computation made to one of its layer's subviews: the subview by its position among the layer's subviews
  /// (`LayoutGraph.subviews(for:)`), as the layer's algorithm asked them. A later pass makes the calls again only to a
  /// layer whose subviews are the same ones in the same order (a clean layer's, `PassReuse`; a validated layer's, of
  /// the same ids, `AnswerValidation`), so the position names the same subview there. 32 bytes where the subview's
  /// `LayerID` (its node's id and its layer) made 48; a kept pass keeps 320,002 of them at 10,000 rows
  /// (Benchmarks/memory.md).
  struct SubviewCall {
    var call: LayerCall
    /// The subview's position, or `notASubview`.
    var position: Int32

    /// Whether it asks a spacing or a priority: a question that names no requester (`SharedQuestions`).
    var asksQuestionOnly: Bool {
      switch call {
      case .spacing, .priority: true
      case .size, .explicit: false
      }
    }

    /// The position of a call made to a layer that is not one of the computing layer's subviews (none is made, but a
    /// position is never guessed): a later pass never makes such a call again, nor keeps an answer that made it.
    static let notASubview: Int32 = -1
  }

  /// One call made to a layer: what was asked, and for a size, who asked first. An alignment's key is boxed: few
  /// calls ask one, and inline it took 56 of every call's bytes (a size's proposal and requester take 24).
  enum LayerCall: Equatable {
    case size(ProposedViewSize, requester: Proposer)
    case spacing
    case priority
    indirect case explicit(ExplicitKey)

    /// Whether both ask the same thing (whoever asked). Matched one side at a time, case by case: a tuple of both
    /// would copy their requesters, and so did `==`, with which a spacing, priority or alignment question was compared
    /// with each call logged on its layer before (2.6 M instructions a pass of the 1,000-row form).
    func asksSame(as other: LayerCall) -> Bool {
      switch self {
      case .size(let proposal, _):
        guard case .size(let asked, _) = other else { return false }
        return proposal == asked
      case .spacing:
        guard case .spacing = other else { return false }
        return true
      case .priority:
        guard case .priority = other else { return false }
        return true
      case .explicit(let key):
        guard case .explicit(let asked) = other else { return false }
        return key == asked
      }
    }
  }

  struct ExplicitKey: Hashable {
    var key: AlignmentKey
    var size: Size
    var proposal: ProposedViewSize
  }

  /// Where a layer is placed: its frames are `size` at their origins (stored once: every layer's state keeps its
  /// placement, and the frames' sizes took 32 of its bytes again).
  ///
  /// An immutable object: a layer's state keeps one reference to it, shared by the passes that take the layer whole
  /// and by the layer's records (`LayerRecord`), and a layer placed as in the previous pass is given the previous
  /// object (`LayoutGraph.place`). A value, it was copied and destroyed field by field (five references retained and
  /// released) each time a clean row's placement was made, compared with the previous one and dropped (about 800
  /// instructions a row of the form's keeping-max edit). It costs a heap chunk of 144 bytes where it took 120 of its
  /// layer state's (Benchmarks/update.md, session 29).
  final class Placement: Equatable, Sendable {
    let proposal: ProposedViewSize
    let size: Size
    /// The layer's origin in its parent layer's coordinates.
    let originInParent: Point
    /// The layer's origin in root coordinates.
    let originInRoot: Point
    let proposer: Proposer
    /// The named coordinate spaces around the layer (its `GeometryReader`s' proxies see them).
    let namedSpaces: [GeometryProxy.NamedSpace]
    /// The transform, boxed: few layers have one, and inline it took 56 of the placement's bytes (8 boxed).
    private let drawnThrough: TransformBox?
    // The rules last: their 9 bytes each would be padded to 16 before an 8-byte field (a 144-byte chunk a placement).
    let widthRule: SizeRule
    let heightRule: SizeRule

    /// The render transform the layer is drawn through (its own `scaleEffect`/`rotationEffect` and those
    /// around it), in root coordinates; nil for none.
    var transform: AffineTransform? { drawnThrough?.transform }

    /// The layer's frame in its parent layer's coordinates.
    var frameInParent: Rect { Rect(origin: originInParent, size: size) }
    /// The layer's frame in root coordinates.
    var frameInRoot: Rect { Rect(origin: originInRoot, size: size) }

    private init(
      proposal: ProposedViewSize, size: Size, originInParent: Point, originInRoot: Point, proposer: Proposer,
      widthRule: SizeRule, heightRule: SizeRule, transform: AffineTransform?, namedSpaces: [GeometryProxy.NamedSpace]
    ) {
      self.proposal = proposal
      self.size = size
      self.originInParent = originInParent
      self.originInRoot = originInRoot
      self.proposer = proposer
      self.widthRule = widthRule
      self.heightRule = heightRule
      self.drawnThrough = transform.map(TransformBox.init)
      self.namedSpaces = namedSpaces
    }

    /// `previous` when it is the placement these values make (`isSame`), else a new one: a layer placed as in the
    /// previous pass shares that pass's object.
    static func reusing(
      _ previous: Placement?, proposal: ProposedViewSize, size: Size, originInParent: Point, originInRoot: Point,
      proposer: Proposer, widthRule: SizeRule, heightRule: SizeRule, transform: AffineTransform?,
      namedSpaces: [GeometryProxy.NamedSpace]
    ) -> Placement {
      if let previous,
        previous.isSame(
          proposal: proposal, size: size, originInParent: originInParent, originInRoot: originInRoot,
          proposer: proposer, widthRule: widthRule, heightRule: heightRule, transform: transform,
          namedSpaces: namedSpaces)
      {
        return previous
      }
      return Placement(
        proposal: proposal, size: size, originInParent: originInParent, originInRoot: originInRoot, proposer: proposer,
        widthRule: widthRule, heightRule: heightRule, transform: transform, namedSpaces: namedSpaces)
    }

    /// This placement with its origin in root coordinates at `origin` (a layer of a subtree taken moved).
    func moved(toRoot origin: Point) -> Placement {
      Placement(
        proposal: proposal, size: size, originInParent: originInParent, originInRoot: origin, proposer: proposer,
        widthRule: widthRule, heightRule: heightRule, transform: transform, namedSpaces: namedSpaces)
    }

    /// Whether this placement is the one these values make (`init`): its fields equal, the transform and the named
    /// spaces with them. The one list of a placement's fields that comparisons read.
    func isSame(
      proposal: ProposedViewSize, size: Size, originInParent: Point, originInRoot: Point, proposer: Proposer,
      widthRule: SizeRule, heightRule: SizeRule, transform: AffineTransform?, namedSpaces: [GeometryProxy.NamedSpace]
    ) -> Bool {
      self.originInRoot == originInRoot && self.originInParent == originInParent && self.size == size
        && self.proposal == proposal && self.proposer == proposer && self.widthRule == widthRule
        && self.heightRule == heightRule && self.transform == transform && self.namedSpaces == namedSpaces
    }

    /// Whether `other` is this placement at another origin: the same proposal, size, proposer, rules, transform and
    /// named spaces, its origins in its parent and in root coordinates aside.
    func isSame(movedTo other: Placement) -> Bool {
      isSame(
        proposal: other.proposal, size: other.size, originInParent: originInParent, originInRoot: originInRoot,
        proposer: other.proposer, widthRule: other.widthRule, heightRule: other.heightRule, transform: other.transform,
        namedSpaces: other.namedSpaces)
    }

    static func == (lhs: Placement, rhs: Placement) -> Bool {
      lhs === rhs
        || lhs.isSame(
          proposal: rhs.proposal, size: rhs.size, originInParent: rhs.originInParent, originInRoot: rhs.originInRoot,
          proposer: rhs.proposer, widthRule: rhs.widthRule, heightRule: rhs.heightRule, transform: rhs.transform,
          namedSpaces: rhs.namedSpaces)
    }

    /// An immutable transform shared by the copies of a placement.
    private final class TransformBox: Sendable {
      let transform: AffineTransform

      init(_ transform: AffineTransform) {
        self.transform = transform
      }
    }
  }
}
