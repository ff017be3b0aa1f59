/// Evaluates the condition of a `#if`/`#elseif` against `CompilationConditions`.
///
/// Understands what Swift allows there: flags (`DEBUG`), `os(…)`, `arch(…)`, `canImport(…)`,
/// `targetEnvironment(…)`, `swift(>=…)`, `compiler(>=…)`, `hasFeature(…)` and `hasAttribute(…)` (false), `true`,
/// `false`, `!`, `&&`, `||` and parentheses. Anything else is false, and reported by the caller.
struct ConditionEvaluator {
  let conditions: CompilationConditions

  /// The condition's value, or nil when it is not one Swift allows.
  func evaluate(_ expression: Expr) -> Bool? {
    switch expression.kind {
    case .booleanLiteral(let value): return value
    case .identifier(let name): return conditions.flags.contains(name)
    case .parenthesized(let inner): return evaluate(inner)
    case .prefix("!", let operand): return evaluate(operand).map { !$0 }
    case .binary("&&", let lhs, let rhs):
      guard let left = evaluate(lhs), let right = evaluate(rhs) else { return nil }
      return left && right
    case .binary("||", let lhs, let rhs):
      guard let left = evaluate(lhs), let right = evaluate(rhs) else { return nil }
      return left || right
    case .call(let callee, let arguments):
      guard let function = callee.identifierName, let argument = arguments.first?.value else { return nil }
      return platformCheck(function, argument)
    default:
      return nil
    }
  }

  private func platformCheck(_ function: String, _ argument: Expr) -> Bool? {
    switch function {
    case "os":
      guard let name = argument.identifierName else { return nil }
      return name == conditions.operatingSystem
    case "arch":
      guard let name = argument.identifierName else { return nil }
      return name == conditions.architecture
    case "canImport":
      return conditions.importableModules.contains(Self.dottedName(argument) ?? "")
    case "targetEnvironment":
      guard let name = argument.identifierName else { return nil }
      return conditions.targetEnvironments.contains(name)
    case "swift", "compiler":
      guard case .prefix(let op, let version) = argument.kind, let wanted = Self.version(version) else { return nil }
      let comparison = Self.compare(conditions.swiftVersion, wanted)
      switch op {
      case ">=": return comparison >= 0
      case "<": return comparison < 0
      default: return nil
      }
    case "hasFeature", "hasAttribute", "_hasAtomicBitWidth":
      return false
    default:
      return nil
    }
  }

  private static func dottedName(_ expression: Expr) -> String? {
    switch expression.kind {
    case .identifier(let name): return name
    case .member(let base, let name, _): return dottedName(base).map { $0 + "." + name }
    default: return nil
    }
  }

  /// `5.9` or `6` as numbers.
  private static func version(_ expression: Expr) -> [Int]? {
    switch expression.kind {
    case .integerLiteral(let text): return Int(text).map { [$0] }
    case .floatLiteral(let text): return text.split(separator: ".").map { Int($0) ?? 0 }
    case .member(let base, let minor, _):
      guard let major = version(base), let number = Int(minor) else { return nil }
      return major + [number]
    default: return nil
    }
  }

  private static func compare(_ lhs: [Int], _ rhs: [Int]) -> Int {
    for index in 0..<Swift.max(lhs.count, rhs.count) {
      let left = index < lhs.count ? lhs[index] : 0
      let right = index < rhs.count ? rhs[index] : 0
      if left != right { return left < right ? -1 : 1 }
    }
    return 0
  }
}
