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
    let font = request.font
    let size = font.pointSize.isFinite ? max(0, font.pointSize) : 0
    let system = SystemFontInstance(pointSize: size, weight: font.weight)
    if let loaded = registry.face(for: font) {
      let instance = LoadedFaceInstance(loaded, pointSize: size, weight: font.weight)
      let measurer = FontClusterMeasurer(primary: instance, fallback: system, pointSize: size)
      return layOut(request, measurer: measurer, metrics: instance.verticalMetrics)
    }
    let measurer = FontClusterMeasurer(primary: system, fallback: nil, pointSize: size)
    return layOut(request, measurer: measurer, metrics: SystemFontProfile.verticalMetrics(pointSize: size))
  }

  private func layOut<Primary: GlyphMetricsSource>(
    _ request: TextMeasurementRequest, measurer: FontClusterMeasurer<Primary>, metrics: FontVerticalMetrics
  ) -> TextMeasurement {
    let clusters = TextClusters(request.text, measurer: measurer)
    return TextLayout.measure(clusters, request: request, metrics: metrics) {
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
