import JSONCore
import Testing

/// Tests of the `JSONValue` accessors and literals.
struct JSONValueTests {
  @Test func integerAndDoubleStayDistinct() {
    let integer: JSONValue = 1
    let double: JSONValue = 1.0
    #expect(integer != double)
    #expect(integer.doubleValue == double.doubleValue)
  }

  @Test func objectKeepsInsertionOrder() {
    let object: JSONValue = ["b": 1, "a": 2]
    #expect(object.objectValue?.keys == ["b", "a"])
  }
}
