import JSONCore
import Testing

/// Tests of `String.isSpelled(as:)`: the same UTF-8 bytes, whether the two strings share their bits, are small
/// strings, or are separate storages, and never canonical equivalence.
struct StringSpellingTests {
  @Test func stringsOfTheSameBytesAreSpelledTheSameWhereverTheyAreStored() {
    let long = String(repeating: "label ", count: 8)
    // Built apart: two native storages of the same bytes, not one shared.
    let built = (0..<8).map { _ in "label " }.joined()
    #expect(long.isSpelled(as: built))
    #expect(long.isSpelled(as: long))
    #expect("automatic".isSpelled(as: String("automatic".reversed().reversed())))
    #expect("".isSpelled(as: String()))
    let substring = "xx automatic"[...].dropFirst(3)
    #expect(String(substring).isSpelled(as: "automatic"))
  }

  @Test func stringsOfOtherBytesAreNotSpelledTheSame() {
    #expect(!"automatic".isSpelled(as: "Automatic"))
    #expect(!"automatic".isSpelled(as: "automatics"))
    #expect(!String(repeating: "a", count: 40).isSpelled(as: String(repeating: "a", count: 39) + "b"))
    // Canonically equivalent, spelled otherwise: a precomposed é and an e with a combining accent.
    let composed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    #expect(composed == decomposed)
    #expect(!composed.isSpelled(as: decomposed))
    #expect(!(String(repeating: composed, count: 10)).isSpelled(as: String(repeating: decomposed, count: 10)))
  }
}
