/// The types of the built-in types' properties, shared by the type checker and the interpreter's look-ahead
/// typing (`peekType`), so that both agree with what `Evaluator.builtinProperty` returns.
enum BuiltinMembers {
  /// The type of `name` on a value of `type`; nil when the type has no such property or is not known here.
  static func propertyType(_ name: String, of type: ValueType, declarations: TypeDeclarations) -> ValueType? {
    switch type {
    case .cgSize:
      return name == "width" || name == "height" ? .cgFloat : nil
    case .cgPoint:
      return name == "x" || name == "y" ? .cgFloat : nil
    case .cgRect:
      switch name {
      case "origin": return .cgPoint
      case "size": return .cgSize
      case "minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height": return .cgFloat
      case "isEmpty": return .bool
      case "standardized": return .cgRect
      default: return nil
      }
    case .cgFloat, .double:
      switch name {
      case "magnitude": return type
      case "isNaN", "isFinite", "isInfinite", "isZero": return .bool
      case "description": return .string
      default: return nil
      }
    case .int:
      switch name {
      case "description": return .string
      case "isZero": return .bool
      default: return nil
      }
    case .bool:
      return name == "description" ? .string : nil
    case .uuid:
      return name == "uuidString" || name == "description" ? .string : nil
    case .string:
      switch name {
      case "count": return .int
      case "isEmpty": return .bool
      case "description", "capitalized": return .string
      // A `Character` is a one-character `String` here.
      case "first", "last": return .optional(.string)
      default: return nil
      }
    case .array(let element):
      switch name {
      case "count": return .int
      case "isEmpty": return .bool
      case "first", "last": return .optional(element)
      default: return nil
      }
    case .range:
      switch name {
      case "lowerBound", "upperBound", "count": return .int
      case "isEmpty": return .bool
      case "first", "last": return .optional(.int)
      default: return nil
      }
    case .structure(let typeName):
      if let declaration = declarations.enumDeclaration(named: typeName) {
        return name == "rawValue" ? declaration.rawType : declaration.properties[name]?.type
      }
      let declaration = declarations.structDeclaration(named: typeName)
      return declaration?.field(named: name)?.type ?? declaration?.properties[name]?.type
    case .binding(let wrapped):
      return name == "wrappedValue" ? wrapped : nil
    default:
      return nil
    }
  }
}
