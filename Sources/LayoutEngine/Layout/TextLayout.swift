import TextMetrics

/// `Text`: a string measured by the environment's `TextMeasurer`.
///
/// - Preferred size: the laid-out lines in the proposed box (nil and ∞ dimensions unbounded): the widest
///   line's width and the lines' total height, each rounded **up** to the pixel grid (1/displayScale). A
///   proposal of exactly (0, 0) answers (0, 0); a zero-width flexibility probe answers width 0 without
///   measuring. The ideal size (nil × nil) is one line per paragraph. `lineLimit` caps the lines; a finite
///   height shows the lines that fit (at least one). `Text("")` follows the `emptyTextSize` behaviour.
/// - Explicit alignment: `firstTextBaseline` rounded to the nearest pixel; `lastTextBaseline` moved by the
///   same adjustment and rounded up.
/// - Text modifiers: the environment's font (weight, italic, design, digits), `textCase` (applied to the string),
///   tracking/kerning, line spacing, truncation mode, minimum scale factor, tightening and reserved lines all reach
///   the measurer (`TextAttributes`); `multilineTextAlignment` moves lines inside the box and never its size.
/// - Concatenation (`Text("a").bold() + Text("b")`): one paragraph of runs, each in the environment's font as its
///   own modifiers change it (`TextRunStyle`) and with its own tracking; lines are as tall as the tallest run's
///   font; baselines and spacing follow the environment's font.
/// - Spacing: font-derived entries on its top and bottom edges (see `ViewSpacing`): ≈ 0 to another Text in a
///   VStack, font-derived to other views, nothing horizontally (8 in an HStack).
///
/// Reference: `swiftui-semantics.md` §2 (OpenSwiftUI `Text+View.swift`, `Text+StringDrawingContext.swift`,
/// `Text+Spacing.swift`). Semantics: v5+ text spacing. Status: complete with the injected measurer; fixtures
/// `text/*`. Verification: measured M-case "text-hello-world-origins" (recorded SF sizes); derived D2, D7.
struct TextLayout: LayoutAlgorithm {
  /// The whole string (a concatenation's parts joined).
  let text: String
  /// A concatenation's parts, in order; empty for a plain `Text`.
  var runs: [ResolvedTextRun] = []

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext) -> SizeDecision {
    if proposal == .zero {
      return SizeDecision(.zero, width: .textZeroProposal, height: .textZeroProposal)
    }
    let font = context.readFont()
    if text.isEmpty {
      context.readBehavior("emptyTextSize")
      guard context.environment.behaviors.emptyTextSize == .oneLine else {
        return SizeDecision(.zero, width: .emptyText(0), height: .emptyText(0))
      }
      let height = context.pixelGrid.ceil(context.lineHeight(font))
      return SizeDecision(Size(width: 0, height: height), width: .emptyText(0), height: .emptyText(height))
    }
    return context.textDecision(request(proposal, context: context), text: text) { measurement, grid in
      let size = Size(width: grid.ceil(measurement.width), height: grid.ceil(measurement.height))
      return SizeDecision(
        size,
        width: .textMeasured(
          text: text, font: font, lines: measurement.lineCount, measured: measurement.width, result: size.width),
        height: .textMeasured(
          text: text, font: font, lines: measurement.lineCount, measured: measurement.height, result: size.height))
    }
  }

  func lengthThatFits(_ proposal: ProposedViewSize, axis: Axis, subviews: [LayoutSubview], context: LayoutContext)
    -> Double
  {
    if axis == .horizontal, proposal.width == 0 { return 0 }
    return sizeThatFits(proposal, subviews: subviews, context: context).size[axis]
  }

  /// The string as it is measured: in the environment's `textCase`.
  func shownText(_ context: LayoutContext) -> String {
    guard let textCase = context.environment.textCase else { return text }
    context.readEnvironment("textCase", "." + textCase.rawValue)
    return textCase.apply(to: text)
  }

  /// Measures the text under `proposal` through the pass's measurement cache.
  func measure(_ proposal: ProposedViewSize, context: LayoutContext) -> TextMeasurement {
    context.measureText(request(proposal, context: context))
  }

  /// The measurement request of the text under `proposal`, recording the text settings it reads.
  private func request(_ proposal: ProposedViewSize, context: LayoutContext) -> TextMeasurementRequest {
    // The environment's fields are read one by one: a copy of the whole environment (its measurer, behaviours and
    // styles) retained and released everything it holds on each of a label's measurements.
    let lineLimit = context.environment.lineLimit
    let attributes = context.environment.textAttributes
    if let lineLimit { context.readEnvironment("lineLimit", String(lineLimit)) }
    if attributes != .plain {
      context.readEnvironment("textAttributes", Self.describe(attributes))
    }
    let font = context.environment.font
    let textCase = context.environment.textCase
    let measuredRuns = runs.map {
      TextRun(
        text: textCase?.apply(to: $0.text) ?? $0.text, font: $0.style.font(in: font),
        tracking: $0.style.tracking ?? attributes.tracking)
    }
    return TextMeasurementRequest(
      text: shownText(context), font: font,
      maxWidth: proposal.width.flatMap { $0.isFinite ? $0 : nil },
      maxHeight: proposal.height.flatMap { $0.isFinite ? $0 : nil }, lineLimit: lineLimit,
      attributes: attributes, runs: measuredRuns)
  }

  /// The text modifiers' settings as SwiftUI code would write them: `tracking(2), lineSpacing(4)`.
  static func describe(_ attributes: TextAttributes) -> String {
    var parts: [String] = []
    let f = LayoutNumber.format as (Double) -> String
    if attributes.tracking != 0 { parts.append("tracking(\(f(attributes.tracking)))") }
    if attributes.lineSpacing != 0 { parts.append("lineSpacing(\(f(attributes.lineSpacing)))") }
    if attributes.truncationMode != .tail { parts.append("truncationMode(.\(attributes.truncationMode.rawValue))") }
    if attributes.minimumScaleFactor != 1 {
      parts.append("minimumScaleFactor(\(f(attributes.minimumScaleFactor)))")
    }
    if attributes.allowsTightening { parts.append("allowsTightening(true)") }
    if let lines = attributes.reservedLines { parts.append("lineLimit(\(lines), reservesSpace: true)") }
    return parts.joined(separator: ", ")
  }

  func explicitAlignment(
    _ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: [LayoutSubview], context: LayoutContext
  ) -> Double? {
    guard key == .vertical(.firstTextBaseline) || key == .vertical(.lastTextBaseline), !text.isEmpty,
      proposal != .zero
    else { return nil }
    let measurement = measure(proposal, context: context)
    let grid = context.pixelGrid
    let first = grid.round(measurement.firstBaseline)
    if key == .vertical(.firstTextBaseline) { return first }
    return grid.ceil(measurement.lastBaseline + (first - measurement.firstBaseline))
  }

  /// A text's spacing preferences from its font's metrics (OpenSwiftUI `Text+Spacing.swift`): the line
  /// height is ascender + descender, the extra 10 % of it rounded up to a pixel from v5 (to 4 pt before);
  /// above the text the gap is that extended line less the ascender, below it the larger of the extended line
  /// less the cap height and the extra plus the descender; two texts meet at the lower one's leading.
  func spacing(subviews: [LayoutSubview], context: LayoutContext) -> ViewSpacing {
    let font = context.environment.font
    let metrics = context.verticalMetrics(font)
    // The baselines' distances to the edges do not depend on how many lines there are, so a long text is not
    // measured whole for them: its first `TextExcerpt.quotedBytes` bytes give the same numbers.
    let sample = text.isEmpty ? "X" : TextExcerpt.prefix(shownText(context), maxBytes: TextExcerpt.quotedBytes)
    let ideal = context.measureText(TextMeasurementRequest(text: sample, font: font))
    let grid = context.pixelGrid
    let lineHeight = metrics.ascender + metrics.descender
    var extra = lineHeight * 0.1
    extra = context.environment.semantics >= .v5 ? grid.ceil(extra) : (extra / 4).rounded(.up) * 4
    let textMetrics = TextSpacingMetrics(
      ascend: metrics.ascender, descend: metrics.descender, leading: metrics.leading, pixelLength: grid.pixelLength)
    let defaultLineSpacing = lineHeight + extra
    typealias Key = ViewSpacing.Key
    return ViewSpacing(minima: [
      Key(category: .textToText, edge: .top): .bottomTextMetrics(textMetrics),
      Key(category: .textToText, edge: .bottom): .topTextMetrics(textMetrics),
      Key(category: .textBaseline, edge: .bottom): .distance(ideal.lastBaseline - ideal.height),
      Key(category: .textBaseline, edge: .top): .distance(-ideal.firstBaseline),
      Key(category: .edgeAboveText, edge: .top): .distance(defaultLineSpacing - metrics.ascender),
      Key(category: .edgeBelowText, edge: .bottom): .distance(
        Swift.max(defaultLineSpacing - metrics.capHeight, extra + metrics.descender)),
    ])
  }
}
