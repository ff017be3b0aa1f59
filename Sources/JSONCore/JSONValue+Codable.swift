/// `JSONValue` is `Codable`, so a typed struct can carry raw JSON in a property (`data: JSONValue?`).
///
/// `JSONValueDecoder` and `JSONValueEncoder` pass such properties through untouched. Other coders (Foundation's
/// `JSONDecoder`) go through the generic containers below, which cannot tell `1` from `1.0` and, for objects,
/// follow the coder's member order rather than the document's.
extension JSONValue: Codable {
  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    if let direct = decoder as? JSONValueDecoding {
      self = direct.value
      return
    }
    if let container = try? decoder.container(keyedBy: JSONMemberKey.self) {
      var object = JSONObject()
      for key in container.allKeys { object[key.stringValue] = try container.decode(JSONValue.self, forKey: key) }
      self = .object(object)
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !container.isAtEnd { elements.append(try container.decode(JSONValue.self)) }
      self = .array(elements)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int64.self) {
      self = .integer(integer)
    } else if let double = try? container.decode(Double.self) {
      self = .double(double)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Encodes the value as it is.
  public func encode(to encoder: any Encoder) throws {
    if let direct = encoder as? JSONValueEncoding {
      direct.node = .value(self)
      return
    }
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let bool):
      var container = encoder.singleValueContainer()
      try container.encode(bool)
    case .integer(let integer):
      var container = encoder.singleValueContainer()
      try container.encode(integer)
    case .double(let double):
      var container = encoder.singleValueContainer()
      try container.encode(double)
    case .string(let string):
      var container = encoder.singleValueContainer()
      try container.encode(string)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .object(let object):
      try object.encode(to: encoder)
    }
  }
}

/// `JSONObject` is `Codable` as a JSON object.
extension JSONObject: Codable {
  /// Decodes a JSON object.
  public init(from decoder: any Decoder) throws {
    if let direct = decoder as? JSONValueDecoding, case .object(let object) = direct.value {
      self = object
      return
    }
    let container = try decoder.container(keyedBy: JSONMemberKey.self)
    self.init()
    for key in container.allKeys { self[key.stringValue] = try container.decode(JSONValue.self, forKey: key) }
  }

  /// Encodes the members in order.
  public func encode(to encoder: any Encoder) throws {
    if let direct = encoder as? JSONValueEncoding {
      direct.node = .value(.object(self))
      return
    }
    var container = encoder.container(keyedBy: JSONMemberKey.self)
    for (key, value) in members { try container.encode(value, forKey: JSONMemberKey(key)) }
  }
}
