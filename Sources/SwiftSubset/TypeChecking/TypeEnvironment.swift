/// What the type checker knows before running anything: the host variables' declared types, the declared
/// structs and the host object types.
public struct TypeEnvironment: Sendable {
  /// The host variables by name (`@State` variables, captured proxies, bindings).
  public var variables: [String: VariableType]
  /// The structs the tree declares.
  public var declarations: TypeDeclarations
  /// The host object types by type name (`GeometryProxy`); a host object type that is not described here is
  /// not checked (its members are accepted and of unknown type).
  public var hostTypes: [String: HostTypeDescription]
  /// Whether a name that is neither a local, a parameter, a host variable, a function nor a type is an error.
  /// Hosts that cannot list every variable in advance turn this off.
  public var reportsUnknownNames: Bool

  /// Creates an environment.
  public init(
    variables: [String: VariableType] = [:],
    declarations: TypeDeclarations = TypeDeclarations(),
    hostTypes: [String: HostTypeDescription] = ["GeometryProxy": .geometryProxy],
    reportsUnknownNames: Bool = true
  ) {
    self.variables = variables
    self.declarations = declarations
    self.hostTypes = hostTypes
    self.reportsUnknownNames = reportsUnknownNames
  }
}

/// A host variable's declared type and whether code may assign it.
public struct VariableType: Hashable, Sendable {
  /// The declared type.
  public var type: ValueType
  /// Whether assignments and mutating methods may change it.
  public var isWritable: Bool

  /// Creates a variable type.
  public init(_ type: ValueType, isWritable: Bool = true) {
    self.type = type
    self.isWritable = isWritable
  }
}

/// The members of a host object type, for static checking.
public struct HostTypeDescription: Hashable, Sendable {
  /// The type's name.
  public var name: String
  /// Property types by name.
  public var properties: [String: ValueType]
  /// Method result types by method name (arguments are not checked).
  public var methods: [String: ValueType]
  /// Whether `object[anchor]` resolves an `Anchor<T>` to a `T`, as `GeometryProxy`'s subscript does.
  public var resolvesAnchors: Bool

  /// Creates a description.
  public init(name: String, properties: [String: ValueType], methods: [String: ValueType], resolvesAnchors: Bool) {
    self.name = name
    self.properties = properties
    self.methods = methods
    self.resolvesAnchors = resolvesAnchors
  }

  /// SwiftUI's `GeometryProxy`: `size`, `safeAreaInsets`, `frame(in:)` and the anchor subscript.
  public static let geometryProxy = HostTypeDescription(
    name: "GeometryProxy",
    properties: ["size": .cgSize, "safeAreaInsets": .unknown],
    methods: ["frame": .cgRect],
    resolvesAnchors: true
  )
}
