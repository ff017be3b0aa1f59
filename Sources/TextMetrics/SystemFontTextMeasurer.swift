/// Measures `Text` the way iOS does: the system font (SF Pro) emulated over the bundled Inter tables, or a font
/// the user loaded into `registry`.
///
/// * `Font.family == .system`: the user's own SF, when one was loaded with the `.systemFont` role; otherwise the
///   SF emulation: Inter's advances and kerning, SF's vertical metrics (1950/494/0 per 2048), SF's tracking
///   table on every glyph and its optical-size width factor above 17 pt (`SystemFontProfile`).
/// * `Font.family == .named(name)`: the loaded face that matches the name (PostScript, full or family name, then
///   the nearest weight); a name nobody loaded falls back to the system font, as `Font.custom` does on iOS.
/// * Characters a loaded face lacks fall back to the SF emulation; characters the emulation lacks get
///   `FontFallback` estimates (counted in `TextMeasurement.estimatedClusterCount`).
///
/// The result is exact typographic values; `TextMeasurement.roundedUp(toPixelsOf:)` gives what `Text` reports.
public struct SystemFontTextMeasurer: TextMeasurer {
  /// The fonts the user loaded.
  public var registry: FontRegistry

  /// Creates a measurer over `registry` (empty: the SF emulation for every font).
  public init(registry: FontRegistry = FontRegistry()) {
    self.registry = registry
  }

  /// See `TextMeasurer.name`.
  public var name: String {
    let base = "SF Pro emulation (\(BundledSystemFont.generatedSource) advances)"
    return registry.faces.isEmpty ? base : "\(base) + \(registry.faces.count) loaded face(s)"
  }

  /// See `TextMeasurer.measure(_:)`.
  public func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
    measureWithReach(request).measurement
  }

  /// See `TextMeasurer.measureWithReach(_:)`: one untruncated line holds under any wider box.
  public func measureWithReach(_ request: TextMeasurementRequest) -> (
    measurement: TextMeasurement, fitsFromWidth: Double?
  ) {
    TextLayout.fitting(request) { scale, tightening in
      layOut(request, scale: scale, tightening: tightening)
    }
  }

  /// Lays the request out with every font at `scale` times its size and `tightening` points less tracking.
  private func layOut(_ request: TextMeasurementRequest, scale: Double, tightening: Double) -> TextLayout.Reach {
    // The common case keeps the specialised path: one run (the request's text, or its one part), one font, no
    // styling. The run is read in place: a `TextRun` made of it was copied and destroyed, its string and
    // font retained and released, about 900 instructions a text.
    if scale == 1, tightening == 0 {
      if request.runs.isEmpty, request.attributes.tracking == 0, Self.isPlain(request.font) {
        return layOut(request.text, in: request.font, request)
      }
      if request.runs.count == 1, request.runs[0].tracking == 0, Self.isPlain(request.runs[0].font) {
        return layOut(request.runs[0].text, in: request.runs[0].font, request)
      }
    }
    let runs = request.effectiveRuns
    var parts: [(text: String, measurer: StyledClusterMeasurer)] = []
    var metrics: FontVerticalMetrics?
    var ellipsisMeasurer: StyledClusterMeasurer?
    for run in runs {
      let font = run.font.scaled(by: scale)
      let (measurer, runMetrics) = clusterMeasurer(for: font)
      let styled = StyledClusterMeasurer(base: measurer, font: font, tracking: run.tracking * scale - tightening)
      parts.append((run.text, styled))
      if ellipsisMeasurer == nil { ellipsisMeasurer = styled }
      metrics = metrics.map { $0.union(runMetrics) } ?? runMetrics
    }
    let base = request.font.scaled(by: scale)
    let lineMetrics = metrics ?? verticalMetrics(for: base)
    let clusters = TextClusters(runs: parts)
    return TextLayout.measure(clusters, request: request, metrics: lineMetrics) {
      (ellipsisMeasurer ?? StyledClusterMeasurer(base: clusterMeasurer(for: base).0, font: base, tracking: 0))
        .measure("\u{2026}", breakClass: .closing)
    }
  }

  /// Whether `font` needs no styling of its clusters (`StyledClusterMeasurer`): the default design, proportional
  /// digits.
  private static func isPlain(_ font: Font) -> Bool {
    font.design == .default && !font.hasMonospacedDigits
  }

  /// Lays out `text`, one run in `font` with no tracking, with the font's measurer: a loaded face over the SF
  /// emulation, or the emulation.
  private func layOut(_ text: String, in font: Font, _ request: TextMeasurementRequest) -> TextLayout.Reach {
    let size = font.pointSize.isFinite ? max(0, font.pointSize) : 0
    let system = SystemFontInstance(pointSize: size, weight: font.weight)
    if let loaded = registry.face(for: font) {
      let instance = LoadedFaceInstance(loaded, pointSize: size, weight: font.weight)
      let measurer = FontClusterMeasurer(primary: instance, fallback: system, pointSize: size)
      return layOut(text, request, measurer, instance.verticalMetrics)
    }
    let measurer = FontClusterMeasurer(primary: system, fallback: nil, pointSize: size)
    return layOut(text, request, measurer, SystemFontProfile.verticalMetrics(pointSize: size))
  }

  /// The measurer and vertical metrics of one font: a loaded face over the SF emulation, or the emulation.
  private func clusterMeasurer(for font: Font) -> (any ClusterMeasuring, FontVerticalMetrics) {
    let size = font.pointSize.isFinite ? max(0, font.pointSize) : 0
    let system = SystemFontInstance(pointSize: size, weight: font.weight)
    if let loaded = registry.face(for: font) {
      let instance = LoadedFaceInstance(loaded, pointSize: size, weight: font.weight)
      return (FontClusterMeasurer(primary: instance, fallback: system, pointSize: size), instance.verticalMetrics)
    }
    return (
      FontClusterMeasurer(primary: system, fallback: nil, pointSize: size),
      SystemFontProfile.verticalMetrics(pointSize: size)
    )
  }

  /// Lays out `text`, one run measured by `measurer`: on one line without cutting it into clusters when it is an
  /// ASCII line the box holds (`TextLayout.measureOneASCIILine`), else cut into clusters and broken into lines.
  private func layOut<Measurer: ClusterMeasuring>(
    _ text: String, _ request: TextMeasurementRequest, _ measurer: Measurer, _ metrics: FontVerticalMetrics
  ) -> TextLayout.Reach {
    if let line = TextLayout.measureOneASCIILine(text, measurer: measurer, request: request, metrics: metrics) {
      return line
    }
    return TextLayout.measure(TextClusters(text, measurer: measurer), request: request, metrics: metrics) {
      measurer.measure("\u{2026}", breakClass: .closing)
    }
  }

  /// The vertical metrics of `font`: the loaded face's (`hhea`) for a named font the registry has, iOS SF's
  /// otherwise (also for a user-loaded SF, unless it was loaded asking for its own metrics).
  public func verticalMetrics(for font: Font) -> FontVerticalMetrics {
    let size = font.pointSize.isFinite ? max(0, font.pointSize) : 0
    if let loaded = registry.face(for: font) {
      return LoadedFaceInstance(loaded, pointSize: size, weight: font.weight).verticalMetrics
    }
    return SystemFontProfile.verticalMetrics(pointSize: size)
  }
}
