import InspectorProtocol
import JSONCore
import LayoutPicture

/// The text form of preference values: a key's value at each view it reaches, drawn as the tree of those
/// views (root first), each with the contributing descendants in `reduce` order and the values dropped.
struct PreferenceText {
  /// Colours, or none.
  var style: TextStyle

  /// The records of several `preferences/ancestors` chains merged into one tree, root first, each node once.
  /// Chains are node-first (the daemon's order); a node's parent is the next record in its chain.
  static func merge(_ chains: [[PreferenceValueRecord]]) -> [(record: PreferenceValueRecord, depth: Int)] {
    var records: [String: PreferenceValueRecord] = [:]
    var children: [String: [String]] = [:]
    var roots: [String] = []
    for chain in chains {
      for (position, record) in chain.enumerated() where records[record.node] == nil {
        records[record.node] = record
        if position + 1 < chain.count {
          children[chain[position + 1].node, default: []].append(record.node)
        } else {
          roots.append(record.node)
        }
      }
    }
    // Children were appended bottom-up per chain; reverse so that the first chain's nodes come first
    // (chains arrive in tree order). An explicit stack keeps deep trees off the call stack.
    var ordered: [(PreferenceValueRecord, Int)] = []
    var stack = roots.reversed().map { ($0, 0) }
    while let (id, depth) = stack.popLast() {
      guard let record = records[id] else { continue }
      ordered.append((record, depth))
      for child in (children[id] ?? []).reversed() { stack.append((child, depth + 1)) }
    }
    return ordered
  }

  /// The merged tree as a table.
  func table(key: String, rows: [(record: PreferenceValueRecord, depth: Int)]) -> String {
    var columns = TextColumns(indent: "  ")
    columns.append([
      .init("view", style: style.dim), .init("value", style: style.dim),
      .init("from (reduce order)", style: style.dim), .init("dropped", style: style.dim),
    ])
    for (record, depth) in rows {
      let indent = String(repeating: "  ", count: depth)
      var label = record.view
      if LayoutText.isClientID(record.node) { label += " #" + record.node }
      let contributors = record.contributors.count > 1 || record.contributors.first?.node != record.node
      columns.append([
        .init(indent + label),
        .init(record.value == nil ? "—" : ValueText.format(record.value), style: style.changed),
        .init(contributors ? record.contributors.map(contribution).joined(separator: ", ") : ""),
        .init(record.discarded.map(contribution).joined(separator: ", "), style: style.bad),
      ])
    }
    return columns.rendered()
  }

  /// `79.333 (#password-label/…/Color0)`, with the reason for a dropped value.
  func contribution(_ value: PreferenceContribution) -> String {
    var text = "\(ValueText.format(value.value)) (\(ValueText.node(value.node)))"
    if let reason = value.reason { text += ": " + reason }
    return text
  }

  /// The reduce body the document declares for `key`, for the heading.
  static func reduceBody(of key: String, in document: JSONValue?) -> String? {
    document?["preferenceKeys"]?[key]?["reduce"]?.stringValue
  }
}
