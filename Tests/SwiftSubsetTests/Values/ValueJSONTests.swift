import JSONCore
import SwiftSubset
import Testing

struct ValueJSONTests {
  @Test func valuesBecomeJSON() {
    #expect(Value.cgFloat(1.5).jsonValue == .double(1.5))
    #expect(Value.int(3).jsonValue == .integer(3))
    #expect(Value.cgFloat(.infinity).jsonValue == .string(".infinity"))
    #expect(Value.cgFloat(-.infinity).jsonValue == .string("-.infinity"))
    #expect(Value.none(.cgFloat).jsonValue == .null)
    #expect(Value.some(.bool(true)).jsonValue == .bool(true))
    #expect(Value.size(width: 1, height: 2).jsonValue == ["width": 1.0, "height": 2.0])
    #expect(Value.point(x: 1, y: 2).jsonValue == ["x": 1.0, "y": 2.0])
    #expect(Value.rect(x: 1, y: 2, width: 3, height: 4).jsonValue == ["x": 1.0, "y": 2.0, "width": 3.0, "height": 4.0])
    #expect(Value.cgFloats([1, 2]).jsonValue == [1.0, 2.0])
    #expect(Value.range(RangeValue(lowerBound: 0, upperBound: 3, isClosed: false)).jsonValue == .string("0..<3"))
  }

  @Test func roundTrips() throws {
    let declarations = try boundsAnchorDeclarations()
    let anchor = Value.anchor(
      AnchorValue(geometry: .rect(CGRectValue(x: 1, y: 2, width: 3, height: 4)), source: "bounds", nodeID: "n"))
    let cases: [(Value, ValueType)] = [
      (.cgFloat(1.5), .cgFloat), (.double(2), .double), (.int(-4), .int), (.bool(false), .bool),
      (.string("s"), .string),
      (.string("0..<3"), .string), (.none(.cgFloat), .optional(.cgFloat)),
      (.some(.cgFloat(.infinity)), .optional(.cgFloat)),
      (.size(width: 1, height: 2), .cgSize), (.point(x: 3, y: 4), .cgPoint),
      (.rect(x: 1, y: 2, width: 3, height: 4), .cgRect),
      (.cgFloats([1, 2]), .array(.cgFloat)), (.array([.cgFloats([1])], of: .array(.cgFloat)), .array(.array(.cgFloat))),
      (anchor, .anchor(.cgRect)),
      (
        .structure(StructValue(typeName: "BoundsAnchor", fields: [("anchor", .some(anchor))])),
        .structure("BoundsAnchor")
      ),
    ]
    for (value, type) in cases {
      #expect(try Value(json: value.jsonValue, as: type, declarations: declarations) == value)
    }
  }

  @Test func stringsAreExpressionsForNonStringTypes() throws {
    let declarations = try boundsAnchorDeclarations()
    #expect(try Value(json: "0", as: .cgFloat) == .cgFloat(0))
    #expect(try Value(json: ".infinity", as: .cgFloat) == .cgFloat(.infinity))
    #expect(try Value(json: "[]", as: .array(.cgFloat)) == .array([], of: .cgFloat))
    #expect(try Value(json: ".zero", as: .cgSize) == .size(.zero))
    #expect(
      try Value(json: "0..<3", as: .range(closed: false))
        == .range(RangeValue(lowerBound: 0, upperBound: 3, isClosed: false)))
    #expect(try Value(json: "nil", as: .optional(.cgFloat)) == .none(.cgFloat))
    #expect(
      try Value(json: "BoundsAnchor()", as: .structure("BoundsAnchor"), declarations: declarations).structValue?
        .typeName == "BoundsAnchor")
    #expect(try Value(json: ["width": "10 + 5", "height": 2], as: .cgSize) == .size(width: 15, height: 2))
    #expect(try Value(json: [1, 2], as: .cgSize) == .size(width: 1, height: 2))
    #expect(try Value(json: "text", as: .optional(.string)) == .some(.string("text")))
  }

  @Test func structsTakeDefaultsForOmittedFields() throws {
    let declarations = try TypeDeclarations([
      StructDeclaration(
        name: "Row",
        fields: [
          (name: "title", type: "String", defaultValue: nil, isMutable: true),
          (name: "width", type: "CGFloat", defaultValue: "8 * 2", isMutable: true),
          (name: "extra", type: "Int?", defaultValue: nil, isMutable: true),
        ]
      )
    ])
    let row = try Value(json: ["title": "Name"], as: .structure("Row"), declarations: declarations)
    #expect(
      row
        == .structure(
          StructValue(
            typeName: "Row", fields: [("title", .string("Name")), ("width", .cgFloat(16)), ("extra", .none(.int))])))
  }

  @Test func errorsNameThePathAndTheType() throws {
    func error(_ json: JSONValue, _ type: ValueType, declarations: TypeDeclarations = TypeDeclarations())
      -> ScriptDiagnostic?
    {
      do {
        _ = try Value(
          json: json, as: type, declarations: declarations, path: JSONPath(rootName: "state").key("labelWidth"))
        return nil
      } catch {
        return error
      }
    }
    #expect(error(true, .cgFloat)?.message == "state.labelWidth: expected a number for 'CGFloat', found a boolean")
    #expect(error(.null, .cgFloat)?.message == "state.labelWidth: expected a number for 'CGFloat', found null")
    #expect(error([1, "x"], .array(.int))?.sourceName == "state.labelWidth[1]")
    #expect(error("1 +", .cgFloat)?.kind == .syntax)
    #expect(error("1 +", .cgFloat)?.sourceName == "state.labelWidth")
    #expect(
      error(["nope": 1], .structure("BoundsAnchor"), declarations: try boundsAnchorDeclarations())?.message
        == "state.labelWidth: 'BoundsAnchor' has no field 'nope'")
    #expect(error(1, .structure("Missing"))?.message == "state.labelWidth: cannot find type 'Missing' in scope")
  }
}
