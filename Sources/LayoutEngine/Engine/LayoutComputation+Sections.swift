import TextMetrics

extension LayoutComputation {
  /// Resolves a `Section`'s header, rows and footer as its children, in that order, each marked with its role.
  /// Outside a `Form`/`List` that makes the section a `Group` of the three; inside one, `ListRowsLayout` reads the
  /// roles. In a `Form`/`List` the header and footer views get the `.footnote` font, as SwiftUI styles them.
  func resolveSection(header: [ViewNode], rows: [ViewNode], footer: [ViewNode], index: Int, site: ResolutionSite) {
    let inList = enclosingList(of: index) != nil
    for (role, views) in [(SectionRole.header, header), (.row, rows), (.footer, footer)] {
      var roleSite = site
      if inList, role != .row { roleSite.environment.font = .style(.footnote) }
      for child in views {
        guard let childIndex = resolve(child, at: roleSite) else { continue }
        nodes[childIndex].sectionRole = role
      }
    }
  }

  /// The `Form`/`List` whose rows a node is part of: the nearest ancestor with a layout of its own, when it is
  /// one; nil otherwise.
  func enclosingList(of index: Int) -> Int? {
    var current = nodes[index].parent
    while let parent = current {
      switch nodes[parent].view {
      case .form, .list: return nodes[parent].isImplicitContainer ? nil : parent
      default:
        guard nodes[parent].view.isTransparent, nodes[parent].hostLayer == nil else { return nil }
        current = nodes[parent].parent
      }
    }
    return nil
  }

  /// The `Section` a subview of a `Form`/`List` layer belongs to, and its part of it; nil for a row outside any
  /// section. Walks up from the subview's node to the list, so it is bounded by the tree's depth.
  func listSection(of ref: LayerRef, in list: Int) -> ListSection? {
    guard nodes.indices.contains(ref.node) else { return nil }
    var current = ref.node
    var role = nodes[current].sectionRole
    while let parent = nodes[current].parent, parent != list {
      if case .section = nodes[parent].view { return ListSection(section: parent, role: role ?? .row) }
      role = nodes[parent].sectionRole
      current = parent
    }
    return nil
  }
}
