import Synchronization
import TextMetrics

/// A measurer that remembers what another measured, so the passes and versions of a live tree measure each
/// distinct text request once. Measurers are deterministic (the same request always gives the same result), so
/// a remembered answer is the answer. Bounded: past `maxEntries` it starts again empty.
///
/// It keeps the wrapped measurer's `name`, so provenance records name the real measurer.
public final class CachingTextMeasurer: TextMeasurer {
  /// The measurer that measures.
  public let base: any TextMeasurer
  /// The most requests remembered.
  public let maxEntries: Int
  private let cache = Mutex([TextMeasurementRequest: (measurement: TextMeasurement, fitsFromWidth: Double?)]())
  private let metrics = Mutex([Font: FontVerticalMetrics]())

  /// Wraps `base`.
  public init(_ base: any TextMeasurer, maxEntries: Int = 50_000) {
    self.base = base
    self.maxEntries = maxEntries
  }

  /// See `TextMeasurer.name`: the wrapped measurer's.
  public var name: String { base.name }

  /// See `TextMeasurer.measure(_:)`.
  public func measure(_ request: TextMeasurementRequest) -> TextMeasurement {
    measureWithReach(request).measurement
  }

  /// See `TextMeasurer.measureWithReach(_:)`: the wrapped measurer's, remembered with the measurement.
  public func measureWithReach(_ request: TextMeasurementRequest) -> (
    measurement: TextMeasurement, fitsFromWidth: Double?
  ) {
    if let known = cache.withLock({ $0[request] }) { return known }
    let reached = base.measureWithReach(request)
    cache.withLock { cache in
      if cache.count >= maxEntries { cache.removeAll() }
      cache[request] = reached
    }
    return reached
  }

  /// See `TextMeasurer.verticalMetrics(for:)`.
  public func verticalMetrics(for font: Font) -> FontVerticalMetrics {
    if let known = metrics.withLock({ $0[font] }) { return known }
    let result = base.verticalMetrics(for: font)
    metrics.withLock { metrics in
      if metrics.count >= 1_000 { metrics.removeAll() }
      metrics[font] = result
    }
    return result
  }

  /// The number of requests remembered (for tests and benchmarks).
  public var count: Int { cache.withLock { $0.count } }
}
