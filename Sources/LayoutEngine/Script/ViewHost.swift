import JSONCore
import SwiftSubset

/// The names an expression written on a node sees, as the Swift subset's host: first the node's scope (`ForEach`
/// elements, `GeometryReader` proxies, `ViewDimensions`, `let` and `@Binding` properties, preference values),
/// then the tree's `@State` variables.
///
/// One host serves one evaluation (or one action). It holds its own copy of the state, so an action's writes
/// stay here until the update loop takes them back (`state`), and a layout evaluation can never change the
/// state another evaluation sees.
final class ViewHost: HostScope {
  /// The state, with the writes of this evaluation once it succeeded.
  private(set) var state: StateValues
  private let scope: EvaluationScope
  /// The node evaluated for, which seeds `UUID()` with the state (`uuidSeed()`).
  private let node: String?
  private let grid: DisplayGrid
  private let guideDefaults: AlignmentGuideDefaults
  /// Host objects made for scope names, so `proxy` is the same object throughout the evaluation: the first kept
  /// apart, the others in `otherObjects` (an evaluation nearly always names one, and a dictionary of it was an
  /// allocation and two hashes of its name, about 1,000 instructions an evaluation).
  private var firstObject: (name: String, value: Value)?
  private var otherObjects: [String: Value] = [:]
  /// `@Binding` property names seen, with the state variable each stands for.
  private(set) var aliases: [String: String] = [:]

  init(
    state: StateValues, scope: EvaluationScope, node: String?, grid: DisplayGrid,
    guideDefaults: AlignmentGuideDefaults
  ) {
    self.state = state
    self.scope = scope
    self.node = node
    self.grid = grid
    self.guideDefaults = guideDefaults
  }

  func variable(named name: String) -> HostVariable? {
    if let bound = scope.lookup(name) {
      switch bound {
      case .value(let json):
        let value = object(named: name) ?? keep(Self.value(json, depth: 0), named: name)
        return HostVariable(value: value, type: value.type, isWritable: false)
      case .geometryProxy(let proxy):
        if let value = object(named: name) { return Self.proxyVariable(value) }
        let variable = Self.proxyVariable(proxy, grid: grid)
        _ = keep(variable.value, named: name)
        return variable
      case .viewDimensions(let dimensions):
        let value =
          object(named: name)
          ?? keep(
            .hostObject(HostObjectReference(ViewDimensionsObject(dimensions, defaults: guideDefaults))), named: name)
        return HostVariable(value: value, type: .hostObject("ViewDimensions"), isWritable: false)
      case .preferenceValue:
        return nil
      case .script(let value):
        return HostVariable(value: value, type: value.type, isWritable: false)
      case .stateBinding(let stateName):
        aliases[name] = stateName
        return Self.stateVariable(stateName, in: state)
      }
    }
    if let variable = Self.stateVariable(name, in: state) { return variable }
    switch name {
    case "HorizontalAlignment", "VerticalAlignment":
      let axis: Axis = name == "HorizontalAlignment" ? .horizontal : .vertical
      return HostVariable(
        value: .hostObject(HostObjectReference(AlignmentTypeObject(axis: axis))), type: .hostObject(name),
        isWritable: false)
    default:
      return nil
    }
  }

  /// The `@State` variable `name` of `state`, as code reads it.
  static func stateVariable(_ name: String, in state: StateValues) -> HostVariable? {
    state.variable(name).map { HostVariable(value: $0.value, type: $0.type) }
  }

  /// A `GeometryProxy` as code reads it: a new object over `proxy`.
  static func proxyVariable(_ proxy: GeometryProxy, grid: DisplayGrid) -> HostVariable {
    proxyVariable(.hostObject(HostObjectReference(GeometryProxyObject(proxy, grid: grid))))
  }

  /// A proxy's object (`proxyVariable(_:grid:)`) as code reads it.
  private static func proxyVariable(_ object: Value) -> HostVariable {
    HostVariable(value: object, type: .hostObject("GeometryProxy"), isWritable: false)
  }

  /// The host object made for the scope name `name`, nil when none is yet.
  private func object(named name: String) -> Value? {
    if let firstObject, firstObject.name == name { return firstObject.value }
    return otherObjects.isEmpty ? nil : otherObjects[name]
  }

  /// Keeps `value` as the host object of the scope name `name` (which has none yet) and returns it.
  private func keep(_ value: Value, named name: String) -> Value {
    if firstObject == nil { firstObject = (name, value) } else { otherObjects[name] = value }
    return value
  }

  func setVariable(named name: String, to value: Value) throws(HostError) {
    let target = stateName(for: name)
    guard state.set(target, to: value) else { throw HostError("no @State variable named '\(target)'") }
  }

  /// A stable hash of the node and of the state's contents before the evaluation: the same action on the same
  /// state makes the same `UUID()`s (a fresh open gives the same ids), and run again on the state it changed
  /// (`tasks.append(Task(title: "x"))` twice) makes new ones. Computed only when code calls `UUID()`.
  func uuidSeed() -> UInt64? {
    var hash = StableHash()
    hash.combine(node ?? "")
    for variable in state.variables {
      hash.combine(variable.name)
      hash.combine(variable.value.jsonValue.description)
    }
    return hash.value
  }

  /// The `@State` variable a name written in code stands for: itself, or the state a `@Binding` property binds.
  func stateName(for name: String) -> String {
    if let alias = aliases[name] { return alias }
    if case .stateBinding(let stateName)? = scope.lookup(name) { return stateName }
    return name
  }

  /// A `ForEach` element or other plain JSON value as a Swift value: integers are `Int`, other numbers
  /// `Double`, objects anonymous structs (`element.name`); nesting past a few levels is kept as its JSON text.
  static func value(_ json: JSONValue, depth: Int) -> Value {
    switch json {
    case .null: return .none(.unknown)
    case .bool(let flag): return .bool(flag)
    case .integer(let number): return .int(Int(number))
    case .double(let number): return .double(number)
    case .string(let text): return .string(text)
    case .array(let items):
      guard depth < 8 else { return .string("\(json)") }
      let values = items.map { value($0, depth: depth + 1) }
      let types = Set(values.map(\.type))
      return .array(values, of: types.count == 1 ? types.first ?? .unknown : .unknown)
    case .object(let object):
      guard depth < 8 else { return .string("\(json)") }
      return .structure(
        StructValue(typeName: "Element", fields: object.members.map { ($0.key, value($0.value, depth: depth + 1)) }))
    }
  }
}
