import JSONCore

/// The names visible to an expression where it is written: `ForEach` elements, `GeometryReader` proxies,
/// the `d` of an `alignmentGuide`, and preference values of `backgroundPreferenceValue` closures.
///
/// Scopes are immutable and shared: each node keeps the scope of its declaration, so the preference engine
/// can evaluate a node's preference values after layout in exactly the scope layout used.
public final class EvaluationScope: Sendable {
  /// The enclosing scope.
  public let parent: EvaluationScope?
  /// The innermost binding's name ("" for the empty scope).
  public let name: String
  /// The innermost binding's value.
  public let value: ScopeValue
  /// The number of bindings in the chain.
  public let count: Int

  private init(parent: EvaluationScope?, name: String, value: ScopeValue) {
    self.parent = parent
    self.name = name
    self.value = value
    self.count = (parent?.count ?? 0) + (name.isEmpty ? 0 : 1)
  }

  /// The scope with no bindings.
  public static let empty = EvaluationScope(parent: nil, name: "", value: .value(.null))

  /// This scope with `name` bound to `value` (shadowing an outer binding of the same name).
  public func binding(_ name: String, to value: ScopeValue) -> EvaluationScope {
    EvaluationScope(parent: self, name: name, value: value)
  }

  /// The innermost value bound to `name`.
  public func lookup(_ name: String) -> ScopeValue? {
    var scope: EvaluationScope? = self
    while let current = scope {
      if !current.name.isEmpty, current.name == name { return current.value }
      scope = current.parent
    }
    return nil
  }

  /// Every binding, innermost first.
  public var bindings: [(name: String, value: ScopeValue)] {
    var result: [(String, ScopeValue)] = []
    var scope: EvaluationScope? = self
    while let current = scope {
      if !current.name.isEmpty { result.append((current.name, current.value)) }
      scope = current.parent
    }
    return result
  }
}

/// A value bound in a scope.
public enum ScopeValue: Hashable, Sendable {
  /// A plain value: a `ForEach` element.
  case value(JSONValue)
  /// A `GeometryReader`'s proxy.
  case geometryProxy(GeometryProxy)
  /// The `ViewDimensions` an `alignmentGuide` computes from.
  case viewDimensions(ViewDimensions)
  /// The value of a preference key as a `backgroundPreferenceValue`/`overlayPreferenceValue` closure receives
  /// it; the preference engine supplies it.
  case preferenceValue(key: String, node: String)
}

/// What a `GeometryReader` shows its content: its size and where it is (SwiftUI's `GeometryProxy`).
public struct GeometryProxy: Hashable, Sendable {
  /// The reader's size (exact, unrounded).
  public var size: Size
  /// The reader's frame in root (window) coordinates.
  public var frameInRoot: Rect
  /// The frames, in root coordinates, of the named coordinate spaces around the reader, innermost first.
  public var namedSpaces: [NamedSpace]
  /// The safe-area insets (zero: the root proposal is already the safe area).
  public var safeAreaInsets: EdgeInsets

  /// A named coordinate space and its frame.
  public struct NamedSpace: Hashable, Sendable {
    /// The name given to `coordinateSpace(name:)`.
    public var name: String
    /// The frame of the view that named it, in root coordinates.
    public var frameInRoot: Rect
  }

  /// Creates a proxy.
  public init(size: Size, frameInRoot: Rect, namedSpaces: [NamedSpace], safeAreaInsets: EdgeInsets = .zero) {
    self.size = size
    self.frameInRoot = frameInRoot
    self.namedSpaces = namedSpaces
    self.safeAreaInsets = safeAreaInsets
  }

  /// SwiftUI's `frame(in:)`: the reader's frame in the given space; nil for a name no ancestor declares
  /// (SwiftUI then falls back to global coordinates; callers decide).
  public func frame(in space: CoordinateSpace) -> Rect? {
    switch space {
    case .local:
      return Rect(origin: .zero, size: size)
    case .global:
      return frameInRoot
    case .named(let name):
      guard let named = namedSpaces.first(where: { $0.name == name }) else { return nil }
      return frameInRoot.offsetBy(Point(x: -named.frameInRoot.minX, y: -named.frameInRoot.minY))
    }
  }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
  /// The view's own space.
  case local
  /// The root (window) space.
  case global
  /// The space of the nearest ancestor named so with `coordinateSpace(name:)`.
  case named(String)
}

/// A view's size and alignment guides, as an `alignmentGuide` closure sees them (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Hashable, Sendable {
  /// The size.
  public var size: Size
  /// Explicit guide values the view reports (text baselines, earlier alignment guides).
  public var explicitValues: [AlignmentKey: Double]

  /// Creates dimensions.
  public init(size: Size, explicitValues: [AlignmentKey: Double] = [:]) {
    self.size = size
    self.explicitValues = explicitValues
  }

  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// A guide's value: the explicit one if the view has it, else the guide's default.
  public subscript(key: AlignmentKey) -> Double {
    explicitValues[key] ?? key.defaultValue(in: size)
  }
}
