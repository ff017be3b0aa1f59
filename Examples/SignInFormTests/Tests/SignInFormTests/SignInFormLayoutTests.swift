import LayoutInspector
import Testing

/// The sign-in form's layout (`Views/SignInForm.swift`, its `#Preview`), tested with Swift Testing. Numbers are
/// the inspector's for an iPhone at 390×763 pt, 3× (SF emulated over Inter): "User:" measures 40.333 pt and
/// "Password:" 79.333, so both labels are framed at 79.333 once the form has read the widest.
@Suite struct SignInFormLayoutTests {
  @Test func labelsShareTheWidestWidth() async throws {
    let form = try await LayoutTree(file: "Views/SignInForm.swift")
    #expect(try await form.node("Text[text=\"User:\"]").width == 79.333)
  }

  @Test func theFormSettlesInTwoPassesWithEqualLabels() async throws {
    let form = try await LayoutTree(file: "Views/SignInForm.swift")
    await form.expectConverges(in: 2)
    await form.expectEqualWidths("Text[text=\"User:\"]", "Text[text=\"Password:\"]")
    // In the first pass the labels still have their own widths; the second reads the stored maximum.
    let firstPass = try await form.node("Text[text=\"User:\"]", in: VersionPoint(version: 1, pass: 1))
    #expect(firstPass.width == 40.333)
  }

  @Test func aLabelLongerThanTheSharedWidthWrapsInsideIt() async throws {
    // The GeometryReader measures the text inside the frame, so a longer label is proposed the old width and
    // wraps, and the maximum never grows: the reason to measure before framing (or use fixedSize()).
    let form = try await LayoutTree(file: "Views/SignInForm.swift")
    try await form.setText("Text[text=\"User:\"]", to: "Username:")
    let label = try await form.node("Text[text=\"Username:\"]")
    #expect(label.width == 79.333)
    #expect(label.height == 40.667)
    #expect(try await form.state("labelWidth").length == 79.333)
  }

  @Test func fieldsTakeTheRestOfANarrowScreen() async throws {
    // 320 wide: 16 padding on each side, the 79.333 label and the HStack's 8 spacing leave 200.667 (derived).
    let form = try await LayoutTree(file: "Views/SignInForm.swift")
    try await form.propose(width: 320, height: 568)
    #expect(try await form.node("TextField").width == 200.667)
    await form.expectEqualWidths("TextField", "SecureField")
  }

  @Test func theLayoutMatchesItsSnapshot() async throws {
    let form = try await LayoutTree(file: "Views/SignInForm.swift")
    await form.expectSnapshot()
  }
}
