import SwiftSubset
import Testing

/// A host object bound to a name can stand for a type: `Pair(first: 1, second: 2)` calls its
/// `callAsFunction` method (how a custom layout's body spells `ProposedViewSize(width:height:)`), and loops walk
/// arrays of host objects.
struct CallableHostObjectTests {
  /// `Pair(first:second:)` returns the sum of its arguments; it has no other method.
  final class PairType: HostObject {
    var typeName: String { "Pair.Type" }

    func callMethod(_ name: String, arguments: [HostArgument]) throws(HostError) -> Value? {
      guard name == "callAsFunction" else { return nil }
      guard arguments.map(\.label) == ["first", "second"] else { throw HostError("Pair takes first: and second:") }
      var sum = 0
      for argument in arguments {
        guard case .int(let value) = argument.value else { throw HostError("Pair takes Ints") }
        sum += value
      }
      return .int(sum)
    }
  }

  /// An object with a `size` member, for loops over arrays of objects.
  final class Item: HostObject {
    let size: Int
    init(_ size: Int) { self.size = size }
    var typeName: String { "Item" }
    func member(_ name: String) throws(HostError) -> Value? { name == "size" ? .int(size) : nil }
  }

  private func context() -> EvaluationContext {
    let host = HostVariables()
    host.define("Pair", .hostObject(HostObjectReference(PairType())), type: .hostObject("Pair.Type"), isWritable: false)
    let items: [Value] = [3, 4, 5].map { .hostObject(HostObjectReference(Item($0))) }
    host.define("items", .array(ArrayValue(items, elementType: .hostObject("Item"))), type: .array(.hostObject("Item")))
    return EvaluationContext(host: host)
  }

  @Test func aHostObjectNameIsCallable() throws {
    var context = context()
    #expect(try ScriptBlock("return Pair(first: 1, second: 2)").run(in: &context) == .int(3))
  }

  @Test func itsErrorsAreRuntimeDiagnostics() {
    var context = context()
    do {
      _ = try ScriptBlock("return Pair(one: 1)").run(in: &context)
      Issue.record("expected a diagnostic")
    } catch {
      #expect(error.message == "Pair takes first: and second:")
      #expect(error.location?.column == 8)
    }
  }

  @Test func loopsWalkArraysOfHostObjectsAndRangesOverTheirCount() throws {
    var context = context()
    let total = try ScriptBlock(
      """
      var total = 0
      for item in items { total += item.size }
      for index in 0..<items.count { total += items[index].size * 10 }
      if let first = items.first { total += first.size * 100 }
      return total
      """
    ).run(in: &context)
    // 3 + 4 + 5, then 10 × that, then 100 × 3.
    #expect(total == .int(12 + 120 + 300))
  }

  @Test func everyIterationCountsAStep() {
    var context = context()
    context.limits = EvaluationLimits(maxSteps: 50)
    do {
      _ = try ScriptBlock("var n = 0\nfor i in 0..<1000 { n = i }").run(in: &context)
      Issue.record("expected the step limit")
    } catch {
      #expect(error.code == .stepLimitExceeded)
    }
  }
}
