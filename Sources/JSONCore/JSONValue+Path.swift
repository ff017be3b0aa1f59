extension JSONValue {
  /// The value at `path` below this one (the path's root name is not read); nil when a step does not exist.
  public func value(at path: JSONPath) -> JSONValue? {
    var current = self
    for component in path.components {
      switch component {
      case .key(let key):
        guard let next = current.objectValue?[key] else { return nil }
        current = next
      case .index(let index):
        guard let items = current.arrayValue, items.indices.contains(index) else { return nil }
        current = items[index]
      }
    }
    return current
  }

  /// Replaces the value at `path` below this one (the path's root name is not read) by `value`, in place: each
  /// array and object on the path is copied only when another value shares it. Returns false, changing nothing, when
  /// a step does not exist. Iterative: the path may be as long as the tree is deep.
  package mutating func replace(at path: JSONPath, with value: JSONValue) -> Bool {
    // Walk down, taking each value out of its container so that the container is this value's alone, then put
    // them back upwards.
    let components = path.components
    var containers: [JSONValue] = []
    containers.reserveCapacity(components.count)
    var current = self
    self = .null
    for component in components {
      guard let child = current.takeChild(component) else { break }
      containers.append(current)
      current = child
    }
    let found = containers.count == components.count
    if found { current = value }
    for component in components.prefix(containers.count).reversed() {
      guard var container = containers.popLast() else { break }
      container.putChild(component, current)
      current = container
    }
    self = current
    return found
  }

  /// The child at `component`, left `null` in this value; nil, changing nothing, when there is none.
  private mutating func takeChild(_ component: JSONPath.Component) -> JSONValue? {
    switch component {
    case .key(let key):
      guard case .object(var object) = self, let child = object[key] else { return nil }
      self = .null
      object[key] = .null
      self = .object(object)
      return child
    case .index(let index):
      guard case .array(var items) = self, items.indices.contains(index) else { return nil }
      self = .null
      let child = items[index]
      items[index] = .null
      self = .array(items)
      return child
    }
  }

  /// Puts `child` back at `component`, where `takeChild(_:)` took it.
  private mutating func putChild(_ component: JSONPath.Component, _ child: JSONValue) {
    switch component {
    case .key(let key):
      guard case .object(var object) = self else { return }
      self = .null
      object[key] = child
      self = .object(object)
    case .index(let index):
      guard case .array(var items) = self, items.indices.contains(index) else { return }
      self = .null
      items[index] = child
      self = .array(items)
    }
  }
}
