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

  /// This value with the value at `path` replaced by `transform`'s result (nil removes an object member or an
  /// array element). Returns nil when the path does not exist or `transform` refuses. Iterative: the path may
  /// be as long as the tree is deep.
  package func replacing(at path: JSONPath, _ transform: (JSONValue) -> JSONValue??) -> JSONValue? {
    // Walk down, remembering each container, then rebuild upwards.
    var chain: [JSONValue] = [self]
    for component in path.components {
      guard let current = chain.last else { return nil }
      switch component {
      case .key(let key):
        guard let next = current.objectValue?[key] else { return nil }
        chain.append(next)
      case .index(let index):
        guard let items = current.arrayValue, items.indices.contains(index) else { return nil }
        chain.append(items[index])
      }
    }
    guard let target = chain.popLast(), let replacement = transform(target) else { return nil }
    var child: JSONValue? = replacement
    for component in path.components.reversed() {
      guard var container = chain.popLast() else { return nil }
      switch (component, container) {
      case (.key(let key), .object(var object)):
        object[key] = child
        container = .object(object)
      case (.index(let index), .array(var items)):
        guard items.indices.contains(index) else { return nil }
        if let child { items[index] = child } else { items.remove(at: index) }
        container = .array(items)
      default:
        return nil
      }
      child = container
    }
    return child
  }
}
