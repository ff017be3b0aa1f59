import JSONCore
import TreeVocabulary

/// Typed edits: an edit changes the declared tree in place and decodes only what it brings (a text, a modifier
/// chain, a view), checked against the rest of the tree (ids, node count, depth) as a fresh decode of the edited
/// document would check it. Views after an inserted, removed or retyped view in the same list are read again,
/// since their paths or derived ids move with it (see `NodeID`); nothing else is.
///
/// The document's JSON (`source`) is edited alongside, its replacements logged (`EditedJSONValue`), so it always reads
/// as the tree it decodes to.
extension ViewTree {
  /// Applies one document edit in place; on a throw the tree may be half-edited (callers edit a copy).
  mutating func apply(_ edit: TreeEdit, at path: JSONPath) throws(TreeErrors) {
    switch edit {
    case .setText(let id, let text):
      try setText(of: id, to: text, at: path)
    case .replace(let id, let view):
      guard view.objectValue != nil else {
        throw Self.failure(.wrongType, path.key("view"), "expected a view object, found \(view.typeName)")
      }
      let target = try nodePath(id, at: path.key("node"))
      guard target != JSONPath.root.key("root") else {
        // The root is in no list: the document is read again with its new root.
        try setDocumentMember("root", to: view)
        self = try ViewTree(json: source, limits: limits)
        return
      }
      // A view of the same type keeps the derived ids of the views after it: only it is read.
      let sameType = node(at: target).map { Self.countedType(of: $0) == Self.countedType(of: view) } ?? false
      try editList(holding: target, at: path, onlyTheEdited: sameType) { items, index in items[index] = view }
    case .insert(let parentID, let index, let view):
      try insert(view, into: parentID, index: index, at: path)
    case .remove(let id):
      let target = try nodePath(id, at: path.key("node"))
      guard case .index? = target.lastComponent else {
        throw Self.failure(
          .invalidEdit, path.key("node"),
          target == JSONPath.root.key("root")
            ? "the root cannot be removed; replace it instead"
            : "node \"\(id)\" is not in a list of views; replace it or change the modifiers that hold it")
      }
      try editList(holding: target, at: path, onlyTheEdited: false) { items, index in items.remove(at: index) }
    case .setModifiers(let id, let modifiers):
      try setModifiers(of: id, to: modifiers, at: path)
    case .propose(let width, let height):
      for (name, value) in [("width", width), ("height", height)] {
        if let value, value < 0 || value.isNaN {
          throw Self.failure(
            .invalidNumber, path.key(name), "a proposed \(name) must be nil, zero, positive or infinite")
        }
      }
      func json(_ value: Double?) -> JSONValue {
        guard let value else { return .null }
        return value.isFinite ? .double(value) : .string(".infinity")
      }
      try setDocumentMember("proposal", to: ["width": json(width), "height": json(height)])
      proposal = ProposedViewSize(width: width, height: height)
    case .environment(let members):
      var object = document.value(at: JSONPath.root.key("environment"))?.objectValue ?? JSONObject()
      for (key, value) in members {
        object[key] = value.isNull ? nil : value
      }
      var decoder = TreeDecoder(limits: limits)
      let overrides = decoder.environmentOverrides(.object(object), at: JSONPath.root.key("environment"))
      guard decoder.errors.isEmpty else { throw TreeErrors(decoder.errors) }
      try setDocumentMember("environment", to: .object(object))
      environment = overrides
    case .setState(let name, let value):
      try setDeclaredState(name, to: value, at: path)
    case .tap(let id):
      _ = try nodePath(id, at: path.key("node"))
      guard buttonAction(for: id) != nil else {
        throw Self.failure(
          .invalidEdit, path.key("node"), "node \"\(id)\" is not a Button with an action, nor inside one's label")
      }
    case .replaceDocument(let document, _):
      // The new document's problems are at its own paths: a server maps them onto the source it was read from.
      self = try ViewTree(json: document, limits: limits)
    }
  }

  static func failure(_ kind: TreeError.Kind, _ path: JSONPath, _ message: String) -> TreeErrors {
    TreeErrors([TreeError(kind, at: path, message)])
  }

  func nodePath(_ id: String, at path: JSONPath) throws(TreeErrors) -> JSONPath {
    guard let nodePath = nodePaths[NodeID.declaredID(of: id)] else {
      throw TreeErrors([
        TreeError(
          .unknownNode, at: path, "no node with id \"\(id)\"" + Suggestion.clause(for: id, in: nodePaths.keys.sorted()))
      ])
    }
    return nodePath
  }

  // MARK: - Document members

  private mutating func setDocumentMember(_ name: String, to value: JSONValue) throws(TreeErrors) {
    let member = JSONPath.root.key(name)
    // A member the document has is replaced where it is; a new one is added after the others.
    if document.replace(at: member, with: value) { return }
    guard var object = document.value(at: .root)?.objectValue else {
      throw Self.failure(.invalidDocument, .root, "the tree is not an object")
    }
    object[name] = value
    _ = document.replace(at: .root, with: .object(object))
  }

  private mutating func setDeclaredState(_ name: String, to value: JSONValue, at path: JSONPath) throws(TreeErrors) {
    guard state.contains(where: { $0.name == name }) else {
      throw Self.failure(
        .unknownNode, path.key("name"),
        "no state named \"\(name)\"" + Suggestion.clause(for: name, in: state.map(\.name)))
    }
    guard var stateObject = document.value(at: JSONPath.root.key("state"))?.objectValue else {
      throw Self.failure(.invalidDocument, .root, "the tree has no state object")
    }
    if var typed = stateObject[name]?.objectValue, typed["type"] != nil {
      // The long form keeps its type: only the value changes.
      typed["value"] = value
      stateObject[name] = .object(typed)
    } else {
      stateObject[name] = value
    }
    var decoder = TreeDecoder(limits: limits)
    let declarations = decoder.stateDeclarations(.object(stateObject), at: JSONPath.root.key("state"))
    guard decoder.errors.isEmpty else { throw TreeErrors(decoder.errors) }
    try setDocumentMember("state", to: .object(stateObject))
    state = declarations
  }

  // MARK: - Node edits

  private mutating func setText(of id: String, to text: String, at path: JSONPath) throws(TreeErrors) {
    let target = try nodePath(id, at: path.key("node"))
    // The node is found once, by the walk that edits it: read first for its kind, it was found by a walk of its own
    // (about 9,000 instructions of a one-label edit). A failure leaves the node as it was; the edited copy of the tree
    // is dropped (`applying`).
    let limits = limits
    var failure: TreeErrors?
    var member: String?
    let found = Self.modify(&root, along: target.prefixes) { node in
      let name: String
      switch node.kind {
      case .text, .textField: name = "text"
      case .button(.some, _): name = "title"
      default: return
      }
      member = name
      var decoder = TreeDecoder(limits: limits)
      guard let template = decoder.textTemplate(.string(text), at: target.key(name)), decoder.errors.isEmpty else {
        failure = TreeErrors(decoder.errors)
        return
      }
      switch node.kind {
      case .text: node.kind = .text(template)
      case .textField(var arguments):
        arguments.text = template
        node.kind = .textField(arguments)
      case .button(_, let action): node.kind = .button(title: template, action: action)
      default: break
      }
    }
    guard found, let member else {
      throw Self.failure(
        .invalidEdit, path.key("node"), "node \"\(id)\" has no text to set (a Text, Button title or field)")
    }
    if let failure { throw failure }
    try editSource(at: target, at: path) { view in
      guard var object = view.objectValue else { return nil }
      object[member] = .string(text)
      return .object(object)
    }
  }

  private mutating func setModifiers(of id: String, to modifiers: JSONValue, at path: JSONPath) throws(TreeErrors) {
    let target = try nodePath(id, at: path.key("node"))
    guard let items = modifiers.arrayValue else {
      throw Self.failure(
        .wrongType, path.key("modifiers"), "expected an array of modifiers, found \(modifiers.typeName)")
    }
    guard let old = node(at: target), old.viewType != "if" else {
      throw Self.failure(.invalidEdit, path.key("node"), "an if has no modifiers")
    }
    let site = try self.site(of: target, at: path)
    // The chain's own views leave with it; the new chain's views are checked against the rest of the tree.
    let removed = modifierContent(of: old)
    var decoder = TreeDecoder(continuing: self, without: removed)
    let bareDepth = site.depth + 1 + items.count
    let decoded = decoder.modifiers(modifiers, at: target.key("modifiers"), bareDepth: bareDepth, ownerID: old.id)
    if bareDepth > limits.maxDepth || bareDepth + Self.height(ofContentOf: old) > limits.maxDepth {
      decoder.fail(
        .depthLimit, at: target,
        "the tree nests deeper than \(limits.maxDepth) layers (each view and each modifier is one layer; the "
          + "configured limit)")
    }
    guard decoder.errors.isEmpty else { throw TreeErrors(decoder.errors) }
    try editSource(at: target, at: path) { view in
      guard var object = view.objectValue else { return nil }
      object["modifiers"] = .array(items)
      return .object(object)
    }
    guard !removed.dropsDeclaredViews else {
      self = try ViewTree(json: source, limits: limits)
      return
    }
    try withNode(at: target) { $0.modifiers = decoded }
    adopt(decoder)
  }

  private mutating func insert(_ view: JSONValue, into parentID: String, index: Int, at path: JSONPath)
    throws(TreeErrors)
  {
    let target = try nodePath(parentID, at: path.key("parent"))
    guard view.objectValue != nil else {
      throw Self.failure(.wrongType, path.key("view"), "expected a view object, found \(view.typeName)")
    }
    let parent = node(at: target)
    let parentType = parent?.kind.formatName ?? ""
    let member = parentType == "if" ? "then" : "content"
    guard parentType == "if" || Vocabulary.view(named: parentType)?.member("content") != nil else {
      throw Self.failure(
        .invalidEdit, path.key("parent"), "\(parentType) \"\(parentID)\" has no content to insert into")
    }
    let listPath = target.key(member)
    let existing = document.value(at: listPath)
    let count = existing?.arrayValue?.count ?? (existing == nil ? 0 : 1)
    guard index >= 0, index <= count else {
      throw Self.failure(.invalidEdit, path.key("index"), "index \(index) is outside 0...\(count)")
    }
    try editList(at: listPath, owner: target, at: path, from: index, onlyTheEdited: false) { items in
      items.insert(view, at: index)
    }
  }

  /// Edits the list of views that holds the node at `target` (its last step is the node's index, or the list is
  /// a single view), then reads the changed views again: the edited one alone with `onlyTheEdited`, else it and
  /// every view after it.
  private mutating func editList(
    holding target: JSONPath, at path: JSONPath, onlyTheEdited: Bool, _ change: (inout [JSONValue], Int) -> Void
  ) throws(TreeErrors) {
    var listPath = target
    var index = 0
    if case .index(let position)? = target.lastComponent {
      listPath = target.parent
      index = position
    } else if document.value(at: target).map({ $0.arrayValue != nil }) ?? true {
      // Not a view the document writes as one value (a view, `.background("red")`'s colour): one the decoder made
      // for its parent around a list or from nothing (a `LabeledContent`'s spacer, a `DisclosureGroup`'s label row).
      throw Self.failure(
        .invalidEdit, path.key("node"),
        "the view at \(target) is made by the decoder for its parent, not declared; edit its parent instead")
    }
    guard let owner = ownerPath(ofList: listPath) else {
      throw Self.failure(.invalidEdit, path, "the edit cannot apply at \(target)")
    }
    try editList(at: listPath, owner: owner, at: path, from: index, onlyTheEdited: onlyTheEdited) { items in
      change(&items, index)
    }
  }

  /// Replaces the list at `listPath` (whose views belong to the node at `owner`) by `change`'s result in the
  /// document, then decodes its views from `first` on, keeping the earlier ones.
  private mutating func editList(
    at listPath: JSONPath, owner: JSONPath, at path: JSONPath, from first: Int, onlyTheEdited: Bool,
    _ change: (inout [JSONValue]) -> Void
  ) throws(TreeErrors) {
    let existing = document.value(at: listPath)
    var items = existing?.arrayValue ?? (existing.map { [$0] } ?? [])
    change(&items)
    // A list written as one view stays one view when it still holds one (a replaced `background` view).
    let single = existing != nil && existing?.arrayValue == nil && items.count == 1
    let edited = single ? items[0] : JSONValue.array(items)
    let site = try listSite(listPath, owner: owner, at: path)
    let old = Self.list(site.member, of: node(at: owner))
    let wasSingle = existing != nil && existing?.arrayValue == nil
    var removed = RemovedViews()
    for view in old.dropFirst(first).prefix(onlyTheEdited ? 1 : old.count) { collect(view, into: &removed) }
    // A list the decoder reads in its own way (a control's title as its first view), or one losing views the decoder
    // read into no node (a `Menu`'s items): the document is read again.
    guard !removed.dropsDeclaredViews,
      old.enumerated().allSatisfy({ $0.element.path == (wasSingle ? listPath : listPath.index($0.offset)) })
    else {
      try writeList(edited, at: listPath, owner: owner, existed: existing != nil, at: path)
      self = try ViewTree(json: source, limits: limits)
      return
    }
    // Views before `first` keep their ids and paths, and so do those after it when only it is read again: the list's
    // chunks before the first view read again stay shared.
    let last = onlyTheEdited ? first : items.count - 1
    var counts = SiblingCounter()
    for view in old.prefix(first) { _ = counts.next(Self.countedType(of: view)) }
    var decoder = TreeDecoder(continuing: self, without: removed)
    var decoded = old
    decoded.removeAll(after: first)
    for (index, item) in items.enumerated() where first <= index && index <= last {
      guard !decoder.gaveUp else { break }
      if let view = decoder.viewItem(
        item, at: single ? listPath : listPath.index(index), depth: site.depth, parentID: site.parentID,
        prefix: site.prefix, siblingCounts: &counts)
      {
        decoded.append(view)
      }
    }
    if onlyTheEdited { decoded.append(contentsOf: old.dropFirst(first + 1)) }
    if site.member == .content, case .button(let title, _)? = node(at: owner)?.kind {
      // The decoder checks a Button's label with its content.
      if title != nil {
        decoder.fail(
          .invalidValue, at: owner.key("content"), "a Button has either a \"title\" or a \"content\" label, not both")
      } else if decoded.isEmpty {
        decoder.fail(.missingArgument, at: owner, "a Button needs a \"title\" or a \"content\" label")
      }
    }
    guard decoder.errors.isEmpty else { throw TreeErrors(decoder.errors) }
    try writeList(edited, at: listPath, owner: owner, existed: existing != nil, at: path)
    try withNode(at: owner) { Self.setList(site.member, of: &$0, to: decoded) }
    adopt(decoder)
  }

  /// Writes a list of views into the document at `listPath`, adding the member to `owner` when it was absent.
  private mutating func writeList(
    _ list: JSONValue, at listPath: JSONPath, owner: JSONPath, existed: Bool, at path: JSONPath
  )
    throws(TreeErrors)
  {
    guard !existed else {
      try editSource(at: listPath, at: path) { _ in list }
      return
    }
    try editSource(at: owner, at: path) { view in
      guard var object = view.objectValue, let name = listPath.lastKey else {
        return nil
      }
      object[name] = list
      return .object(object)
    }
  }

  // MARK: - Sites

  /// Where a node sits for the decoder: the layer depth of the list it is in.
  struct NodeSite {
    var depth: Int
  }

  /// A list of views inside a node: which member holds it, and how the decoder names and counts its views.
  struct ListSite {
    var member: ListMember
    var depth: Int
    var parentID: String
    var prefix: String
  }

  /// The lists of views a node holds.
  enum ListMember: Equatable {
    case content
    case elseBranch
    case header
    case footer
    /// The views of the modifier at this index.
    case modifier(Int)
  }

  /// The node that owns the list at `listPath`: the view whose `content`, `then`, `else`, `header` or `footer` it
  /// is, or whose modifier holds it.
  private func ownerPath(ofList listPath: JSONPath) -> JSONPath? {
    var candidate = listPath.parent
    // A modifier's list: `…modifiers[k].background` or `…modifiers[k].background.content`.
    while candidate.count > 0 {
      if let owner = node(at: candidate) { return owner.path }
      candidate = candidate.parent
    }
    return nil
  }

  private func listSite(_ listPath: JSONPath, owner: JSONPath, at path: JSONPath) throws(TreeErrors) -> ListSite {
    guard let ownerNode = node(at: owner) else {
      throw Self.failure(.invalidEdit, path, "the edit cannot apply at \(listPath)")
    }
    let site = try self.site(of: owner, at: path)
    let bareDepth = site.depth + 1 + ownerNode.modifiers.count
    let relative = Array(listPath.components.dropFirst(owner.count))
    switch relative.first {
    case .key("content")?:
      return ListSite(member: .content, depth: bareDepth, parentID: ownerNode.id, prefix: "")
    case .key("then")?:
      return ListSite(member: .content, depth: site.depth + 1, parentID: ownerNode.id, prefix: "then.")
    case .key("else")?:
      return ListSite(member: .elseBranch, depth: site.depth + 1, parentID: ownerNode.id, prefix: "else.")
    case .key("header")?:
      return ListSite(member: .header, depth: bareDepth, parentID: ownerNode.id, prefix: "header.")
    case .key("footer")?:
      return ListSite(member: .footer, depth: bareDepth, parentID: ownerNode.id, prefix: "footer.")
    case .key("modifiers")?:
      guard relative.count >= 3, case .index(let index) = relative[1], case .key(let name) = relative[2],
        ownerNode.modifiers.indices.contains(index)
      else { break }
      let occurrence = ownerNode.modifiers.prefix(index).filter { $0.kind.name == name }.count
      return ListSite(
        member: .modifier(index), depth: bareDepth - 1 - index,
        parentID: NodeID.child(of: ownerNode.id, prefix: "", name: name, count: occurrence), prefix: "")
    default:
      break
    }
    throw Self.failure(.invalidEdit, path, "the edit cannot apply at \(listPath)")
  }

  /// The layer depth the decoder gave the node at `target` (the root's is 0).
  private func site(of target: JSONPath, at path: JSONPath) throws(TreeErrors) -> NodeSite {
    var depth = 0
    var current = root
    let route = target.prefixes
    while current.path != target {
      guard let (list, child) = Self.step(from: current, along: route) else {
        throw Self.failure(.invalidEdit, path, "no node at \(target)")
      }
      let bareDepth = depth + 1 + current.modifiers.count
      switch list {
      case .content: depth = current.viewType == "if" ? depth + 1 : bareDepth
      case .elseBranch: depth = depth + 1
      case .header, .footer: depth = bareDepth
      case .modifier(let index): depth = bareDepth - 1 - index
      }
      current = child
    }
    return NodeSite(depth: depth)
  }

  /// The child of `node` on the way down `route` (a target path's `prefixes`), and the list it is in.
  static func step(from node: ViewNode, along route: [JSONPath]) -> (ListMember, ViewNode)? {
    for member in members(of: node) {
      let views = list(member, of: node)
      if let index = childIndex(in: views, of: node, along: route) { return (member, views[index]) }
    }
    return nil
  }

  /// The index of the view in `views` (a list of `node`) on the way down `route`: first the positions the
  /// route's next steps name, then a scan. A view is on the route when its path is the route's prefix of its
  /// length, which compares in constant time when the paths share their steps (as decoded paths do).
  private static func childIndex(in views: ViewNodes, of node: ViewNode, along route: [JSONPath]) -> Int? {
    func onRoute(_ view: ViewNode) -> Bool {
      route.indices.contains(view.path.count) && route[view.path.count] == view.path
    }
    let start = node.path.count + 1
    for position in start..<min(start + 4, route.count) {
      if case .index(let index)? = route[position].lastComponent, views.indices.contains(index), onRoute(views[index]) {
        return index
      }
    }
    if views.count == 1, onRoute(views[0]) { return 0 }
    return views.firstIndex(where: onRoute)
  }

  /// The view a view the decoder made holds at its own path: a `DisclosureGroup`'s label row or content condition
  /// around a label or content written as one view (`"label": {"view": "Text", …}`), which the document declares.
  static func wrappedView(in node: ViewNode) -> (member: ListMember, index: Int)? {
    for member in members(of: node) {
      if let index = list(member, of: node).firstIndex(where: { $0.path == node.path }) { return (member, index) }
    }
    return nil
  }

  /// The lists of views `node` holds.
  private static func members(of node: ViewNode) -> Members { Members(node: node) }

  /// The lists of views a node holds, in order: its content, its kind's other lists, then its modifiers' views. Each
  /// found as it is read: an array of them cost an allocation at each level of an edit's walk down the tree.
  struct Members: Sequence, IteratorProtocol {
    let node: ViewNode
    /// The next of the lists every node may hold: 0 its content, 1 and 2 its kind's others.
    private var step = 0
    /// The next modifier to look at, once `step` is past them.
    private var modifier = 0

    init(node: ViewNode) { self.node = node }

    mutating func next() -> ListMember? {
      while step < 3 {
        let current = step
        step += 1
        switch (current, node.kind) {
        case (0, _): return .content
        case (1, .conditional): return .elseBranch
        case (1, .section): return .header
        case (2, .section): return .footer
        default: continue
        }
      }
      let modifiers = node.modifiers
      while modifier < modifiers.count {
        let index = modifier
        modifier += 1
        if modifiers[index].kind.secondaryContent != nil { return .modifier(index) }
      }
      return nil
    }
  }

  static func list(_ member: ListMember, of node: ViewNode?) -> ViewNodes {
    guard let node else { return [] }
    switch member {
    case .content: return node.content
    case .elseBranch:
      if case .conditional(_, let elseContent) = node.kind { return ViewNodes(elseContent) }
    case .header:
      if case .section(let header, _) = node.kind { return ViewNodes(header) }
    case .footer:
      if case .section(_, let footer) = node.kind { return ViewNodes(footer) }
    case .modifier(let index):
      if node.modifiers.indices.contains(index) {
        return ViewNodes(node.modifiers[index].kind.secondaryContent?.content ?? [])
      }
    }
    return []
  }

  private static func setList(_ member: ListMember, of node: inout ViewNode, to list: ViewNodes) {
    switch member {
    case .content: node.content = list
    case .elseBranch:
      if case .conditional(let condition, _) = node.kind {
        node.kind = .conditional(condition: condition, elseContent: list.array)
      }
    case .header:
      if case .section(_, let footer) = node.kind { node.kind = .section(header: list.array, footer: footer) }
    case .footer:
      if case .section(let header, _) = node.kind { node.kind = .section(header: header, footer: list.array) }
    case .modifier(let index):
      guard node.modifiers.indices.contains(index) else { return }
      node.modifiers[index].kind.setSecondaryContent(list.array)
    }
  }

  /// Calls `body` with the declared node at `target`, in place.
  private mutating func withNode(at target: JSONPath, _ body: (inout ViewNode) -> Void) throws(TreeErrors) {
    guard Self.modify(&root, along: target.prefixes, body) else {
      throw Self.failure(.invalidEdit, target, "no node at \(target)")
    }
  }

  /// Walks down to the node at `target`, one level per call (bounded by the tree's depth limit).
  private static func modify(_ node: inout ViewNode, along route: [JSONPath], _ body: (inout ViewNode) -> Void)
    -> Bool
  {
    if node.path == route.last {
      if let (member, index) = wrappedView(in: node) {
        var views = list(member, of: node)
        setList(member, of: &node, to: [])
        _ = modify(&views[index], along: route, body)
        setList(member, of: &node, to: views)
      } else {
        body(&node)
      }
      return true
    }
    for member in members(of: node) {
      var views = list(member, of: node)
      guard let index = childIndex(in: views, of: node, along: route) else { continue }
      setList(member, of: &node, to: [])
      let found = modify(&views[index], along: route, body)
      setList(member, of: &node, to: views)
      return found
    }
    return false
  }

  /// Replaces the JSON at `target` in the document by `transform`'s result (nil refuses the edit).
  private mutating func editSource(at target: JSONPath, at path: JSONPath, _ transform: (JSONValue) -> JSONValue?)
    throws(TreeErrors)
  {
    guard let old = document.value(at: target), let edited = transform(old),
      document.replace(at: target, with: edited)
    else {
      throw Self.failure(.invalidEdit, path, "the edit cannot apply at \(target)")
    }
  }

  // MARK: - Bookkeeping

  /// Takes over the ids and node count of a decoder that continued this tree.
  private mutating func adopt(_ decoder: TreeDecoder) {
    nodePaths = decoder.declaredIDs
    nodeCount = decoder.nodeCount
  }

  /// How a view counts among its same-type siblings for derived ids (`NodeID`).
  static func countedType(of view: ViewNode) -> String {
    view.kind.formatName
  }

  /// How a view given as JSON will count among its siblings; nil when it is not a view.
  static func countedType(of view: JSONValue) -> String? {
    if let name = view["view"]?.stringValue { return name }
    return view["if"] != nil ? "if" : nil
  }

  /// The views an edit takes out of the tree: their ids, and how many of them the node limit counts.
  struct RemovedViews {
    var ids: Set<String> = []
    var counted = 0
    /// Whether a removed view dropped views the decoder read (a `Menu`'s items, not laid out): their ids are in no
    /// node, so the document is read again.
    var dropsDeclaredViews = false
  }

  /// Adds `node`'s subtree, itself included, to `removed`; iterative.
  func collect(_ node: ViewNode, into removed: inout RemovedViews) {
    var stack = [node]
    while let next = stack.popLast() {
      removed.ids.insert(next.id)
      // Declared views are objects; `.background("red")`'s colour, a `Label`'s title, a `LabeledContent`'s
      // spacer and a `DisclosureGroup`'s label row are views the decoder makes, not ones the document declares.
      let declared = document.value(at: next.path)
      if declared?.objectValue != nil, Self.wrappedView(in: next) == nil { removed.counted += 1 }
      if case .buttonLike = next.kind, declared?["content"] != nil { removed.dropsDeclaredViews = true }
      for member in Self.members(of: next) { stack += Self.list(member, of: next) }
    }
  }

  /// The views `node`'s modifiers hold.
  func modifierContent(of node: ViewNode) -> RemovedViews {
    var removed = RemovedViews()
    for modifier in node.modifiers {
      for view in modifier.kind.secondaryContent?.content ?? [] { collect(view, into: &removed) }
    }
    return removed
  }

  /// How many layers `node`'s content (its content, branches, header and footer, not its modifiers' views) nests
  /// below its bare view; iterative.
  static func height(ofContentOf node: ViewNode) -> Int {
    var deepest = 0
    var stack: [(ViewNode, Int)] = []
    for member in members(of: node) {
      if case .modifier = member { continue }
      for child in list(member, of: node) { stack.append((child, 0)) }
    }
    while let (next, above) = stack.popLast() {
      let bare = above + 1 + next.modifiers.count
      deepest = Swift.max(deepest, bare)
      for member in members(of: next) {
        let depth: Int
        switch member {
        case .modifier(let index): depth = bare - 1 - index
        case .elseBranch: depth = above + 1
        case .content: depth = next.viewType == "if" ? above + 1 : bare
        case .header, .footer: depth = bare
        }
        for child in list(member, of: next) { stack.append((child, depth)) }
      }
    }
    return deepest
  }
}

extension ModifierKind {
  /// Replaces the views of a modifier that holds views (`secondaryContent`).
  mutating func setSecondaryContent(_ views: [ViewNode]) {
    switch self {
    case .background(var content):
      content.content = views
      self = .background(content)
    case .overlay(var content):
      content.content = views
      self = .overlay(content)
    case .backgroundPreferenceValue(let key, let parameter, var content):
      content.content = views
      self = .backgroundPreferenceValue(key: key, parameter: parameter, content: content)
    case .overlayPreferenceValue(let key, let parameter, var content):
      content.content = views
      self = .overlayPreferenceValue(key: key, parameter: parameter, content: content)
    case .safeAreaInset(let edge, let spacing, var content):
      content.content = views
      self = .safeAreaInset(edge: edge, spacing: spacing, content: content)
    default:
      break
    }
  }
}
