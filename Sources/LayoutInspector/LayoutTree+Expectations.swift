import InspectorProtocol

extension LayoutTree {
  /// Expects every node the selectors match to have the same width, within `tolerance` (0.001 pt): the
  /// equal-width labels of a form. A failure lists each node's width:
  ///
  ///     await form.expectEqualWidths("Text[text=\"User:\"]", "Text[text=\"Password:\"]")
  ///     // Expected equal widths in SignInForm.json (version 1, pass 2); found
  ///     // `Text[text="User:"]` #user-label 40.333, `Text[text="Password:"]` #password-label 79.333.
  ///
  /// A selector that matches nothing, or an error, is a failure too; nothing is thrown.
  public func expectEqualWidths(
    _ selectors: String..., tolerance: Double = LayoutValue.tolerance, in point: VersionPoint? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await expectEqual(\.width, "widths", selectors, tolerance: tolerance, in: point, at: site)
  }

  /// Expects every node the selectors match to have the same height, within `tolerance` (0.001 pt).
  public func expectEqualHeights(
    _ selectors: String..., tolerance: Double = LayoutValue.tolerance, in point: VersionPoint? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await expectEqual(\.height, "heights", selectors, tolerance: tolerance, in: point, at: site)
  }

  /// Expects the current version's update loop to have reached its fixpoint, in at most `passes` passes when
  /// given. A failure says how the loop ended and what each pass changed:
  ///
  ///     await form.expectConverges(in: 2)
  public func expectConverges(
    in passes: Int? = nil, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let summary = self.summary
    let tooMany = passes.map { summary.passes > $0 } ?? false
    guard !summary.converged || tooMany else { return }
    var message: String
    if summary.converged {
      message =
        "Expected \(name) version \(summary.version) to converge in at most \(passes ?? 0) passes; it took "
        + "\(summary.passes)."
    } else {
      message = "Expected \(name) version \(summary.version) to converge; its update loop stopped after "
      message += "\(summary.passes) passes without reaching a fixpoint."
    }
    do {
      let timeline = try await self.passes(version: summary.version)
      if !timeline.converged { message += " It stopped at \(timeline.stop)." }
      for cycle in timeline.cycles { message += " " + cycle }
      for pass in timeline.passes {
        let writes = pass.stateWrites.map { "\($0.name) \(Self.text($0.old)) → \(Self.text($0.new))" }
        let resized = pass.sizeChanges.count
        message += "\n  pass \(pass.pass): \(resized) node\(resized == 1 ? "" : "s") resized"
        if !writes.isEmpty { message += "; then " + writes.joined(separator: ", ") }
      }
    } catch {
      message += " (\(error.message))"
    }
    TestFailure.record(message, at: site)
  }

  private func expectEqual(
    _ dimension: KeyPath<LayoutNode, LayoutValue>, _ noun: String, _ selectors: [String], tolerance: Double,
    in point: VersionPoint?, at site: CallSite
  ) async {
    var found: [(selector: String, node: LayoutNode)] = []
    do {
      for selector in selectors {
        for node in try await nodes(selector, in: point) { found.append((selector, node)) }
      }
    } catch {
      TestFailure.record(error.message, at: site)
      return
    }
    guard found.count >= 2, let first = found.first else {
      TestFailure.record(
        "Expected at least two nodes to compare \(noun); the selectors matched \(found.count).", at: site)
      return
    }
    let reference = first.node[keyPath: dimension]
    guard found.contains(where: { !$0.node[keyPath: dimension].isClose(to: reference, within: tolerance) }) else {
      return
    }
    let list = found.map { "\(Self.quoted($0.selector)) #\($0.node.id) \($0.node[keyPath: dimension])" }
    TestFailure.record(
      "Expected equal \(noun) in \(name) (version \(first.node.version), pass \(first.node.pass)); found "
        + list.joined(separator: ", ") + ".", at: site)
  }

  /// A state value in a message: numbers in the compact notation, nil for null.
  static func text(_ value: JSONValue) -> String {
    switch value {
    case .null: return "nil"
    case .double(let number): return LayoutValue(number).description
    default: return JSONSerializer.serialize(value)
    }
  }
}
