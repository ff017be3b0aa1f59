/// The one or two sentences of an explanation, written from the walk's notes the way a person would say it:
/// "Width 40.333 → 79.333 in pass 2: frame(width: labelWidth) read labelWidth = 79.333, written by
/// onPreferenceChange(MaxLabelWidth) on VStack #form in pass 1 from the max of [40.333 (#user-label),
/// 79.333 (#password-label)]."
///
/// Three shapes of chain have their own sentences: a value an expression read from `@State` (the state, who wrote
/// it, from which preference value, and the edit or cycle behind it), a text edited inside a frame the edit kept
/// (the width it is measured in and why that width did not change), and a proposal that changed (the leaf's rule,
/// who offers what, and the edit that changed the root proposal). Every other chain is told clause by clause.
struct ExplanationSummary {
  /// What was explained.
  var dimension: ExplainedDimension
  /// The value before, when it changed.
  var before: Double?
  /// The value explained.
  var after: Double
  /// The point where it took its value, when it changed.
  var changedAt: HistoryPoint?
  /// When unchanged: the earliest point with the same value.
  var since: HistoryPoint?
  /// The earlier point, when the client named it.
  var from: HistoryPoint?
  /// The point explained.
  var to: HistoryPoint
  /// Whether the history has only the first version, so points are named by pass alone.
  var singleVersion: Bool
  /// The history, for how many passes a version ran.
  var history: ExplanationHistory
  /// Whether the layer did not exist at the earlier point.
  var appeared = false

  /// The summary.
  func text(_ notes: [ExplanationNote]) -> String {
    let head = self.head()
    let sentences: [String]
    if let index = notes.firstIndex(where: Self.isChangedStateRead) {
      sentences = stateSentences(notes, from: index, head: head)
    } else if let sentences2 = textEditSentences(notes, head: head) {
      sentences = sentences2
    } else if let sentences3 = proposalSentences(notes, head: head) {
      sentences = sentences3
    } else {
      sentences = clauseSentences(notes, head: head)
    }
    return sentences.joined(separator: " ")
  }

  private static func isChangedStateRead(_ note: ExplanationNote) -> Bool {
    if case .stateRead(_, _, _, _, let kept) = note { return !kept }
    return false
  }

  // MARK: - Points

  /// `Width 40.333 → 79.333 in pass 2`, `Height 20.333, unchanged since pass 1`.
  private func head() -> String {
    let value = ExplanationWording.number(after)
    if appeared {
      return "\(dimension.capitalized) \(value), new in \(point(changedAt ?? to, relative: false))"
    }
    if let before {
      let change = "\(dimension.capitalized) \(ExplanationWording.number(before)) → \(value)"
      if let from { return "\(change) from \(point(from, relative: false)) to \(point(to, relative: false))" }
      return "\(change) in \(point(changedAt ?? to, relative: false))"
    }
    return "\(dimension.capitalized) \(value), unchanged since \(point(since ?? to, relative: false))"
  }

  /// `pass 2` in a tree that has only its first version (or, when `relative`, in the version the head names),
  /// else `version 2, pass 1`, or `version 2` for a version's edits and for a version that settled in one pass.
  func point(_ point: HistoryPoint, relative: Bool) -> String {
    let anchor = (changedAt ?? to).version
    if point.pass > 0, singleVersion || (relative && point.version == anchor) { return "pass \(point.pass)" }
    if point.pass == 0 { return "version \(point.version)" }
    if let version = history.version(point.version), version.outcome.passes == 1 { return "version \(point.version)" }
    return "version \(point.version), pass \(point.pass)"
  }

  /// `the max of [40.333 (#user-label), 79.333 (#password-label)]`.
  private func reduction(_ reducer: String?, _ contributors: [ExplanationLink.Contributor]) -> String {
    ExplanationWording.reduction(contributors, reducer: reducer)
  }

  // MARK: - State chains

  /// `frame(width: labelWidth) read labelWidth = 79.333, written by … from the max of […].`, then the root cause:
  /// the edit that started it, the cycle, or the preference value that has not changed since.
  private func stateSentences(_ notes: [ExplanationNote], from index: Int, head: String) -> [String] {
    guard case .stateRead(let modifier, let name, let value, _, _) = notes[index] else { return [head + "."] }
    var clause = "\(modifier) read \(name) = \(value)"
    var written = false
    var reduced = false
    // The state a later read names, and what a tap's action set it to (a chain through a button).
    var readName: String?
    var lastWrite: (name: String, value: String)?
    var kept: String?
    var dropped: String?
    var root: String?
    var measurement: (node: String, before: String?, after: String)?
    for note in notes.suffix(from: index + 1) {
      switch note {
      case .declaredState: clause += ", its declared initial value"
      case .stateRead(_, let name, _, _, _):
        readName = name
      case .stateWrite(_, let point, _, let new) where written:
        if point.pass == 0, let readName { lastWrite = (readName, new) }
      case .stateWrite(let owner, let point, _, _):
        written = true
        clause +=
          point.pass == 0
          ? ", written by \(owner) when it was tapped in version \(point.version)"
          : ", written by \(owner) in \(self.point(point, relative: true))"
      case .preference(let key, let owner, let reducer, let contributors, let value, let isKept, let point):
        if isKept {
          kept =
            "In \(self.point(point, relative: false)), \(key) at \(owner) is still \(value), "
            + "\(reduction(reducer, contributors)), so the action did not run again."
        } else if !reduced {
          reduced = true
          clause += " from \(reduction(reducer, contributors))"
          let lost = contributors.filter(\.fate.isLost)
          if !lost.isEmpty {
            let how = reducer == "last" ? "keeps only the last value it is given" : "does not combine every value"
            dropped =
              "\(key)'s reduce \(how), so "
              + lost.prefix(4).map { "\(ExplanationWording.value($0.value)) (#\($0.node))" }.joined(separator: ", ")
              + (lost.count > 4 ? ", …" : "") + " never reached the action."
          }
        }
      case .measurement(let node, _, let before, let after):
        if measurement == nil { measurement = (node, before, after) }
      case .edit(let description, let version):
        if !written {
          // A `setState` edit set the value itself; a tap's edit is named with its write.
          written = true
          clause += ", set by \(description) in version \(version)"
        } else if root == nil, description.hasPrefix("tap "), let tapped = lastWrite {
          root =
            "It started with \(description) in version \(version), whose action set \(tapped.name) to \(tapped.value)."
        } else if root == nil, !description.hasPrefix("tap ") {
          var sentence = "It started with \(description) in version \(version)"
          if let measurement, let earlier = measurement.before {
            sentence += ", which made #\(measurement.node) measure \(measurement.after) (was \(earlier))"
          }
          root = sentence + "."
        }
      case .cycle(let change, let measured, let framed, let between, let host):
        root = cycleSentence(change: change, measured: measured, framed: framed, between: between, host: host)
      default: break
      }
    }
    // What led from the value to the state: the rules, proposals and placements before it (the frame or text that
    // read the state is named in the clause itself).
    var lead = Array(notes.prefix(index))
    switch lead.last {
    case .rule(_, _, .fixedFrame, _, _, _)?, .rule(_, _, .textMeasured, _, _, _)?: lead.removeLast()
    default: break
    }
    let leading = clauses(lead, passthrough: false).clauses.prefix(1)
    let body = (leading + [clause]).joined(separator: "; ")
    return [head + ": " + body + "."] + [root ?? dropped ?? kept].compactMap { $0 }
  }

  /// "It grows +8 pt per pass and never settles: the GeometryReader in the background of #code-label measures it
  /// outside frame(width: labelWidth) and padding(.horizontal, 4); …".
  private func cycleSentence(
    change: Double?, measured: String?, framed: String?, between: [String], host: String?
  ) -> String {
    var text = change.map { "It grows \(UpdateLoop.changeText($0)) and never settles" } ?? "It never settles"
    guard let measured, let framed else { return text + "." }
    let hostName = host ?? "background"
    let outside = ([framed] + between).joined(separator: " and ")
    text +=
      ": the GeometryReader in the \(hostName) of #\(measured) measures it outside \(outside), so every pass "
      + "measures the width the last one set\(between.isEmpty ? "" : " plus what lies between"); measure before the "
      + "frame (apply the \(hostName) before .\(framed)) to break the cycle."
    return text
  }

  // MARK: - A text edited inside a kept frame

  /// "setText made #user-label "Account name:", which is measured in the width 79.333 that frame(width:
  /// labelWidth) already gives it (…), so it wraps to 2 lines." and why that width stayed.
  private func textEditSentences(_ notes: [ExplanationNote], head: String) -> [String]? {
    guard
      let ruleIndex = notes.firstIndex(where: {
        if case .rule(_, _, .textMeasured, _, _, _) = $0 { return true } else { return false }
      }),
      case .rule(_, let node, .textMeasured(let text, let font, let lines, _, _), _, let value, _) = notes[ruleIndex],
      let edit = notes.lazy.compactMap({ note -> (String, Int)? in
        if case .edit(let description, let version) = note, description.hasPrefix("setText ") {
          return (description, version)
        }
        return nil
      }).first
    else { return nil }
    let quoted = "\"" + TextExcerpt.excerpt(text) + "\"" + TextExcerpt.lengthNote(text)
    var sentence = "\(head): " + lead(notes.prefix(ruleIndex)) + "setText made #\(node) \(quoted)"
    if edit.1 != (changedAt ?? to).version { sentence += " in version \(edit.1)" }
    var stateName: String?
    var offered: (by: String, value: Double?, kept: Bool)?
    for note in notes.suffix(from: ruleIndex + 1) {
      switch note {
      case .proposal(let by, .horizontal, let width, _, false, let kept) where offered == nil:
        offered = (by, width, kept)
      case .stateRead(_, let name, _, _, true): stateName = name
      default: break
      }
    }
    if let offered, let width = offered.value, lines > 1 || offered.kept {
      sentence +=
        ", which is measured in the width \(ExplanationWording.number(width)) that \(offered.by) "
        + (offered.kept ? "already gives it" : "gives it")
      if let stateName { sentence += " (@State keeps \(stateName) across edits)" }
      sentence += lines > 1 ? ", so it wraps to \(lines) lines." : " and fits on one line."
    } else {
      sentence += ", which measures \(ExplanationWording.number(value)) on one line at \(font)."
    }
    var sentences = [sentence]
    // The new measurement went into a preference value that did not change.
    for note in notes {
      guard case .preference(let key, _, let reducer, let contributors, let total, true, _) = note else { continue }
      let own = contributors.first { $0.node == node }
      let others = contributors.filter {
        $0.node != node && !$0.fate.isLost && ExplanationWording.value($0.value) == total
      }
      var text = "Its new width"
      if let own { text += " \(ExplanationWording.value(own.value))" }
      text += " does not change the \(reducer ?? "value") of \(key) (\(total)"
      if let winner = others.first { text += ", from #\(winner.node)" }
      text += ")"
      if let stateName { text += ", so \(stateName) stays \(total)" }
      sentences.append(text + ".")
      break
    }
    return sentences
  }

  // MARK: - A proposal that changed

  /// "Text("…") wraps to 3 lines at .body in the width 168 that padding(16) on #column offers (was 358), after
  /// propose 200 × 763 in version 2 changed the root proposal (was 390 × 763)."
  private func proposalSentences(_ notes: [ExplanationNote], head: String) -> [String]? {
    guard
      let ruleIndex = notes.firstIndex(where: { if case .rule = $0 { return true } else { return false } }),
      case .rule(let layer, _, let rule, let axis, let value, _) = notes[ruleIndex],
      let first = notes.suffix(from: ruleIndex + 1).first(where: {
        if case .proposal(_, _, _, let before, _, _) = $0 { return before != nil } else { return false }
      }), case .proposal(let by, let offeredAxis, let offered, let offeredBefore?, let isRoot, _) = first
    else { return nil }
    var sentence =
      "\(head): " + lead(notes.prefix(ruleIndex)) + "\(ruleClause(layer, rule: rule, axis: axis, value: value)) in the "
      + "\(ExplanationWording.length(offeredAxis)) \(ProposedLength.text(offered)) that "
      + (isRoot ? by : "\(by) offers") + " (was \(ProposedLength.text(offeredBefore)))"
    for note in notes {
      guard case .edit(let description, let version) = note else { continue }
      sentence += ", after \(description) in version \(version)"
      if description.hasPrefix("propose "), let root = history.version(version)?.lastPass?.layout.proposal {
        sentence += " changed the root proposal"
        if let earlier = history.version(version - 1)?.lastPass?.layout.proposal {
          sentence += " from \(ExplanationWalk.describe(earlier)) to \(ExplanationWalk.describe(root))"
        }
      }
      break
    }
    return [sentence + "."]
  }

  /// The first clause of the notes before a chain's main rule (a placement, a padding), followed by "; ".
  private func lead(_ notes: ArraySlice<ExplanationNote>) -> String {
    clauses(Array(notes), passthrough: false).clauses.first.map { $0 + "; " } ?? ""
  }

  // MARK: - Any other chain

  /// The chain told clause by clause: rules, proposals, placements, measurements, then the edit.
  private func clauseSentences(_ notes: [ExplanationNote], head: String) -> [String] {
    let told = clauses(notes)
    var shown = Array(told.clauses.prefix(4))
    if told.clauses.count > 4 { shown.append("…") }
    var sentence = head
    if !shown.isEmpty { sentence += ": " + shown.joined(separator: "; ") }
    if let edit = told.edit { sentence += shown.isEmpty ? ": " + edit : ", " + edit }
    return [sentence + "."] + told.tail
  }

  /// The clauses of a run of notes (one per rule, placement or measurement; proposals joined to the clause before
  /// them), the sentences that follow them (a preference value that did not change, a cycle), and the edit.
  private func clauses(_ notes: [ExplanationNote], passthrough: Bool = true) -> (
    clauses: [String], tail: [String], edit: String?
  ) {
    var clauses: [String] = []
    var tail: [String] = []
    var passedThrough: String?
    // The passthrough is said after the clause about the layer whose length it passes (the next one).
    var passedThroughAt = 1
    var edit: String?
    var lastWasProposal = false
    var lastWasRule = false
    var lastWasText = false
    for note in notes {
      defer {
        lastWasProposal = { if case .proposal = note { return true } else { return false } }()
        lastWasRule = { if case .rule = note { return true } else { return false } }()
        lastWasText = { if case .rule(_, _, .textMeasured, _, _, _) = note { return true } else { return false } }()
      }
      switch note {
      case .passthrough(let layers, _, let axis):
        passedThroughAt = clauses.count + 1
        passedThrough =
          "\(ExplanationWording.list(layers)) \(layers.count == 1 ? "passes" : "pass") that "
          + "\(ExplanationWording.length(axis)) through"
      case .composite(let layer, let rule, let axis, _):
        clauses.append(ExplanationWording.composite(layer, rule: rule, axis: axis))
      case .rule(let layer, _, let rule, let axis, let value, _):
        clauses.append(ruleClause(layer, rule: rule, axis: axis, value: value))
      case .proposal(let by, let axis, let value, let before, let isRoot, _):
        // Proposals follow each other up the tree: one clause, each within the next.
        var text = isRoot ? by : "\(ProposedLength.text(value)) from \(by)"
        if let before { text += " (was \(ProposedLength.text(before)))" }
        if let last = clauses.last, lastWasProposal {
          clauses[clauses.count - 1] = last + ", within " + text
        } else if let last = clauses.last, lastWasText {
          clauses[clauses.count - 1] = last + " in the \(ExplanationWording.length(axis)) " + text
        } else if let last = clauses.last, lastWasRule {
          clauses[clauses.count - 1] = last + ": " + text
        } else {
          clauses.append("offered " + text)
        }
      case .placement(let layer, let offset, let before, let parent, let axis):
        clauses.append(
          "\(layer) sits \(ExplanationWording.number(offset)) from the \(axis == .horizontal ? "leading" : "top") "
            + "edge of \(parent)" + (before.map { " (was \(ExplanationWording.number($0)))" } ?? ""))
      case .rootPlacement(let layer, let value, let before, let proposal, let axis):
        clauses.append(
          "\(layer) is centred in the root proposal \(proposal) at \(axis == .horizontal ? "x" : "y") = "
            + ExplanationWording.number(value) + (before.map { " (was \(ExplanationWording.number($0)))" } ?? ""))
      case .stateRead(let modifier, let name, let value, _, _):
        clauses.append("\(modifier) still reads \(name) = \(value)")
      case .preference(let key, let owner, let reducer, let contributors, let value, _, _):
        tail.append("\(key) at \(owner) is still \(value), \(reduction(reducer, contributors)).")
      case .measurement(_, let measured, _, let after): clauses.append("\(measured) measured \(after)")
      case .edit(let description, let version): edit = edit ?? "after \(description) in version \(version)"
      case .environment(let name, let value, let before):
        clauses.append("the environment's \(name) is \(value)" + (before.map { " (was \($0))" } ?? ""))
      case .cycle(let change, let measured, let framed, let between, let host):
        tail.append(cycleSentence(change: change, measured: measured, framed: framed, between: between, host: host))
      case .declaredState, .stateWrite: break
      }
    }
    if passthrough, let passedThrough, !clauses.isEmpty {
      clauses.insert(passedThrough, at: min(passedThroughAt, clauses.count))
    }
    return (clauses, tail, edit)
  }

  /// "Text("User:") measures 40.333 on one line at .body", "GeometryReader … takes the width it is offered".
  private func ruleClause(_ layer: String, rule: SizeRule, axis: Axis, value: Double) -> String {
    let length = ExplanationWording.length(axis)
    switch rule {
    case .textMeasured(_, let font, let lines, _, _):
      if lines <= 1 { return "\(layer) measures \(ExplanationWording.number(value)) on one line at \(font)" }
      return "\(layer) wraps to \(lines) lines at \(font)"
    case .proposalAccepted, .geometryReaderGreedy, .textFieldGreedy, .positionGreedy, .listGreedy,
      .scrollViewGreedy:
      return "\(layer) takes the \(length) it is offered"
    case .fixedFrame(let fixed): return "\(layer) fixes the \(length) at \(ExplanationWording.number(fixed))"
    default: return "\(layer): \(rule)"
    }
  }
}
