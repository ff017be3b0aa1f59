import Testing

@testable import LayoutEngine

/// `LayoutGraph.SharedReads`: the lists of reads a finished pass's layers keep share one array when identical, and
/// only then.
struct SharedReadsTests {
  @Test func identicalListsShareOneArray() {
    var shared = LayoutGraph.SharedReads()
    var first = Self.reads(scale: "3")
    var second = Self.reads(scale: "3")
    shared.share(&first)
    shared.share(&second)
    #expect(first == second)
    #expect(Self.storage(of: first) == Self.storage(of: second))
  }

  /// Lists that `==` calls equal but that spell a value otherwise (another Unicode normalization of the same text)
  /// are kept apart: a record or an explanation quotes each as its computation read it.
  @Test func listsEqualOnlyUpToSpellingAreKeptApart() {
    var shared = LayoutGraph.SharedReads()
    var composed = Self.reads(scale: "3", font: "caf\u{E9}")
    var decomposed = Self.reads(scale: "3", font: "cafe\u{301}")
    var other = Self.reads(scale: "2")
    shared.share(&composed)
    shared.share(&decomposed)
    shared.share(&other)
    #expect(composed == decomposed)
    #expect(Self.storage(of: composed) != Self.storage(of: decomposed))
    #expect(Self.storage(of: other) != Self.storage(of: composed))
    #expect(composed.capacity == composed.count)
  }

  private static func reads(scale: String, font: String = "body") -> [InputRead] {
    var reads: [InputRead] = []
    reads.reserveCapacity(8)
    reads.append(.environment(name: "displayScale", value: scale))
    reads.append(.environment(name: "font", value: font))
    return reads
  }

  /// Where a list's elements are stored: tells a shared list from an equal copy.
  private static func storage(of reads: [InputRead]) -> UnsafeRawPointer? {
    reads.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }
}
