/// The coding key of an array element: its position.
struct JSONIndexKey: CodingKey {
  let index: Int

  init(_ index: Int) { self.index = index }

  init?(stringValue: String) { nil }

  init?(intValue: Int) { self.index = intValue }

  var stringValue: String { "Index \(index)" }

  var intValue: Int? { index }
}
