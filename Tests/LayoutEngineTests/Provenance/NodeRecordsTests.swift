import JSONCore
import Testing

@testable import LayoutEngine

/// `NodeRecords`: records kept from an earlier pass at their own positions share that pass's chunks, whole chunks
/// only; any other mix reads as the records appended, in order.
struct NodeRecordsTests {
  static func record(_ id: String) -> NodeRecord {
    NodeRecord(
      id: id, viewType: "Text", text: nil, parentID: nil, hostLayer: nil, childIDs: [], declaredPath: JSONPath(),
      layers: [], scope: .empty)
  }

  static func records(_ count: Int, prefix: String) -> NodeRecords {
    NodeRecords((0..<count).map { record("\(prefix)\($0)") })
  }

  /// The positions `forEachPosition(notSharedWith:)` visits.
  static func unshared(_ records: NodeRecords, _ other: NodeRecords) -> [Int] {
    var positions: [Int] = []
    records.forEachPosition(notSharedWith: other) {
      positions.append($0)
      return true
    }
    return positions
  }

  @Test func keptRecordsAtTheirPositionsShareWholeChunksOnly() {
    let size = NodeRecords.chunkSize
    let earlier = Self.records(size * 3 + 5, prefix: "e")
    var builder = NodeRecords.Builder(sharingWith: earlier)
    // The first chunk kept whole, the second all kept but one record, the third kept whole, the last partial chunk
    // kept whole.
    for position in 0..<(size * 3 + 5) {
      if position == size + 7 {
        builder.append(Self.record("new"))
      } else {
        builder.appendKept(position)
      }
    }
    let built = builder.finish()
    #expect(built.count == earlier.count)
    #expect(built.map(\.id) == earlier.indices.map { $0 == size + 7 ? "new" : "e\($0)" })
    #expect(Self.unshared(built, earlier) == Array(size..<(size * 2)))
    for position in built.indices where position != size + 7 {
      #expect(built[position].isShared(with: earlier[position]))
    }
  }

  @Test func recordsKeptElsewhereOrCutShortAreCopied() {
    let size = NodeRecords.chunkSize
    let earlier = Self.records(size * 2, prefix: "e")
    var builder = NodeRecords.Builder(sharingWith: earlier)
    // Kept one position later (a node inserted before them), then kept in place but ending inside a chunk.
    builder.append(Self.record("first"))
    for position in 0..<(size - 1) { builder.appendKept(position) }
    for position in size..<(size + 3) { builder.appendKept(position) }
    let built = builder.finish()
    #expect(built.count == size + 3)
    #expect(built.map(\.id) == ["first"] + (0..<(size - 1)).map { "e\($0)" } + (size..<(size + 3)).map { "e\($0)" })
    #expect(Self.unshared(built, earlier) == Array(0..<(size + 3)))
  }

  @Test func recordsGivenAsAnArrayReadInOrder() {
    let ids = (0..<(NodeRecords.chunkSize * 2 + 1)).map { "n\($0)" }
    let records = NodeRecords(ids.map(Self.record))
    #expect(records.map(\.id) == ids)
    #expect(records.last?.id == ids.last)
    #expect(NodeRecords([]).isEmpty)
    #expect(Self.unshared(records, records) == [])
  }
}
